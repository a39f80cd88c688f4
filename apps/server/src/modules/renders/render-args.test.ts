import { CUTS_MAX } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { filterPath, renderArgs, sourceReadSpan, TRIMMED_RANGES_MAX } from './render-args';

const pass = {
  source: '/data/source.mov',
  subtitles: '/tmp/captionist-render-1/captions.ass',
  fontsDir: '/tmp/captionist-render-1/fonts',
  output: '/tmp/captionist-render-1/output.mp4',
  graphScript: '/tmp/captionist-render-1/graph.txt',
  width: 1080,
  height: 1920,
  hasAudio: true,
  encoder: { preset: 'veryfast', crf: 21 },
};

const option = (args: string[], name: string) => args[args.indexOf(name) + 1];

describe('render ffmpeg arguments', () => {
  it('burns the captions with the fonts folder and encodes H.264 yuv420p + AAC with the index up front', () => {
    const { args, graph } = renderArgs(pass);
    expect(graph).toBe(
      '[0:v]ass=filename=/tmp/captionist-render-1/captions.ass:fontsdir=/tmp/captionist-render-1/fonts[v]',
    );
    expect(args.join(' ')).toContain('-map [v] -map 0:a:0?');
    expect(option(args, '-c:v')).toBe('libx264');
    expect(option(args, '-preset')).toBe('veryfast');
    expect(option(args, '-crf')).toBe('21');
    expect(option(args, '-pix_fmt')).toBe('yuv420p');
    expect(option(args, '-c:a')).toBe('aac');
    expect(option(args, '-movflags')).toBe('+faststart');
    expect(option(args, '-progress')).toBe('pipe:1');
    expect(args.at(-1)).toBe(pass.output);
  });

  it('hands ffmpeg the filter graph as a file, so a long cut list is never one oversized argument', () => {
    const kept = Array.from({ length: 2001 }, (_, i) => ({ start: i * 100, end: i * 100 + 50 }));
    const { args, graph } = renderArgs({ ...pass, kept });
    expect(option(args, '-filter_complex_script')).toBe(pass.graphScript);
    expect(args).not.toContain('-filter_complex');
    expect(graph).toContain("select='");
    expect(Math.max(...args.map((arg) => arg.length))).toBeLessThan(4096);
  });

  it('joins many kept ranges with as many filters as a few, each range found by halving', () => {
    const ranges = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ start: i * 100, end: i * 100 + 50 }));
    // Expressions are quoted; outside them every filter is followed by `,` or `;`.
    const filters = (count: number) =>
      renderArgs({ ...pass, kept: ranges(count) })
        .graph.replace(/'[^']*'/g, '')
        .split(/[,;]/).length;
    expect(filters(TRIMMED_RANGES_MAX + 1)).toBe(filters(CUTS_MAX + 1));
    expect(filters(TRIMMED_RANGES_MAX + 1)).toBeLessThan(filters(TRIMMED_RANGES_MAX));
    const { graph } = renderArgs({ ...pass, kept: ranges(CUTS_MAX + 1) });
    const select = /select='([^']*)'/.exec(graph)?.[1] ?? '';
    // A frame's cost is the depth of the lookup: log2(2001) rounded up, not 2001.
    const firstPath = select.slice(0, select.indexOf('gte('));
    expect(firstPath.split('if(').length - 1).toBeLessThanOrEqual(11);
    expect(graph).toContain('asetnsamples=n=64');
    expect(graph).not.toContain('trim=');
  });

  it('keeps every frame at its own time (a variable-rate phone clip stays in sync)', () => {
    expect(option(renderArgs(pass).args, '-fps_mode')).toBe('passthrough');
  });

  it('tone-maps an HDR source before anything is drawn, and tags the output BT.709', () => {
    const { args, graph } = renderArgs({
      ...pass,
      toneMap: 'zscale=t=linear',
      kept: [{ start: 0, end: 900 }],
    });
    expect(graph).toMatch(/^\[0:v\]zscale=t=linear\[sdr\];\[sdr\]split=1/);
    expect(args.join(' ')).toContain('-color_primaries bt709 -color_trc bt709 -colorspace bt709');
    expect(renderArgs(pass).args).not.toContain('-color_trc');
  });

  it('reads inputs only through allowed demuxers and stops at the probed duration', () => {
    const { args } = renderArgs({ ...pass, durationMs: 3000, music: { path: '/tmp/m', volume: 0.2 } });
    expect(args.filter((arg) => arg === '-protocol_whitelist')).toHaveLength(2);
    expect(option(args, '-protocol_whitelist')).toBe('file');
    expect(option(args, '-format_whitelist')).not.toMatch(/hls|concat|image2\b/);
    expect(option(args, '-t')).toBe('3.000');
    expect(args.indexOf('-t')).toBeGreaterThan(args.indexOf('-filter_complex_script'));
  });

  it('mixes looped music under the voice at the chosen volume', () => {
    const { args, graph } = renderArgs({
      ...pass,
      music: { path: '/tmp/captionist-render-1/music', volume: 0.2 },
    });
    expect(args.join(' ')).toContain('-stream_loop -1 -i /tmp/captionist-render-1/music');
    expect(graph).toContain('[1:a]volume=0.200[music];[0:a:0][music]amix=inputs=2:duration=first');
    expect(args.join(' ')).toContain('-map [a] -shortest');
  });

  it('uses the music alone for a silent video, and maps no sound when there is none', () => {
    const withMusic = renderArgs({ ...pass, hasAudio: false, music: { path: '/tmp/m', volume: 1.5 } });
    expect(withMusic.graph).toContain('[1:a]volume=1.000[a]');
    expect(renderArgs({ ...pass, hasAudio: false }).args.join(' ')).not.toContain('0:a');
  });

  it('lays b-roll over its word range, covering the frame, under the captions', () => {
    const { args, graph } = renderArgs({
      ...pass,
      broll: [
        { path: '/media/city.png', kind: 'image', startMs: 1000, endMs: 2500 },
        { path: '/media/clip.mp4', kind: 'video', startMs: 4000, endMs: 6000 },
      ],
      music: { path: '/tmp/m', volume: 0.3 },
    });
    const joined = args.join(' ');
    expect(joined).toContain('-loop 1 -t 1.500 -i /media/city.png');
    expect(joined).toContain('-stream_loop -1 -t 2.000 -i /media/clip.mp4');
    expect(graph).toContain(
      '[1:v]scale=1080:1920:force_original_aspect_ratio=increase,crop=1080:1920,setsar=1,format=yuv420p,setpts=PTS-STARTPTS+1.000/TB[broll0]',
    );
    expect(graph).toContain("[0:v][broll0]overlay=enable='between(t,1.000,2.500)':eof_action=pass[under0]");
    expect(graph).toContain("[under0][broll1]overlay=enable='between(t,4.000,6.000)'");
    expect(graph).toContain('[under1]ass=filename=');
    // The music is the input after the b-roll.
    expect(graph).toContain('[3:a]volume=0.300[music]');
  });

  it('refuses a filter path that could change the filtergraph', () => {
    expect(() => filterPath("/tmp/x';drawtext=text=pwned")).toThrow(/Unsafe path/);
    expect(() => filterPath('/tmp/a:b')).toThrow(/Unsafe path/);
    expect(filterPath('/tmp/captionist-render-x/fonts')).toBe('/tmp/captionist-render-x/fonts');
  });

  it('plays only the kept ranges, joined in one pass, with the voice cut the same way under the music', () => {
    const { args, graph } = renderArgs({
      ...pass,
      kept: [
        { start: 0, end: 1200 },
        { start: 2000, end: 3500 },
      ],
      music: { path: '/tmp/m', volume: 0.2 },
      durationMs: 2700,
    });
    expect(graph).toContain('[0:v]split=2[sv0][sv1]');
    expect(graph).toContain('[sv1]trim=start=2.000:end=3.500,setpts=PTS-STARTPTS[kv1]');
    expect(graph).toContain(
      '[sa1]atrim=start=2.000:end=3.500,asetpts=PTS-STARTPTS,afade=t=in:st=0:d=0.008,afade=t=out:st=1.492:d=0.008[ka1]',
    );
    expect(graph).toContain('[kv0][ka0][kv1][ka1]concat=n=2:v=1:a=1[cutv][cuta]');
    expect(graph).toContain('[cutv]ass=filename=');
    expect(graph).toContain('[cuta][music]amix=');
    expect(option(args, '-t')).toBe('2.700');
    const silent = renderArgs({ ...pass, hasAudio: false, kept: [{ start: 0, end: 1000 }] });
    expect(silent.graph).toContain('[kv0]concat=n=1:v=1:a=0[cutv]');
    expect(silent.args.join(' ')).not.toContain('a]');
  });

  it('reads a clip late in its recording from just before it, its times put back to the recording’s', () => {
    const kept = [
      { start: 3_600_000, end: 3_610_000 },
      { start: 3_612_000, end: 3_630_000 },
    ];
    const { args, graph } = renderArgs({ ...pass, soundTrack: 1, kept, durationMs: 28_000 });
    const source = args.indexOf('-i');
    expect(args.slice(source - 4, source + 1)).toEqual(['-ss', '3599.000', '-t', '32.000', '-i']);
    expect(graph).toContain('[0:v]setpts=PTS+3599.000/TB[read]');
    expect(graph).toContain('[read]split=2[sv0][sv1]');
    expect(graph).toContain('[0:a:1]asetpts=PTS+3599.000/TB[readsound]');
    expect(graph).toContain('[sv1]trim=start=3612.000:end=3630.000');
    // A render that starts near the start reads the source from it, as before.
    expect(renderArgs({ ...pass, kept: [{ start: 500, end: 4000 }] }).args).not.toContain('-ss');
    expect(sourceReadSpan(undefined)).toBeNull();
  });

  it("takes the voice from the source's sound track, plain, cut or under music", () => {
    expect(renderArgs({ ...pass, soundTrack: 1 }).args.join(' ')).toContain('-map 0:a:1?');
    const cut = renderArgs({ ...pass, soundTrack: 1, kept: [{ start: 0, end: 1000 }] });
    expect(cut.graph).toContain('[0:a:1]asplit=1[sa0]');
    const mixed = renderArgs({ ...pass, soundTrack: 1, music: { path: '/tmp/m', volume: 0.2 } });
    expect(mixed.graph).toContain('[0:a:1][music]amix=');
  });

  it('ducks the music under the stretches of speech by the set depth, in one volume expression', () => {
    const { graph } = renderArgs({
      ...pass,
      music: { path: '/tmp/m', volume: 0.2, duck: { stretches: [{ start: 1000, end: 2000 }], depthDb: 12 } },
    });
    expect(graph).toContain(
      "[1:a]volume=0.200,volume=eval=frame:volume='1-0.74881*(clip((t-0.850)/0.150,0,1)*clip((2.150-t)/0.150,0,1))'[music]",
    );
    const flat = renderArgs({
      ...pass,
      music: { path: '/tmp/m', volume: 0.2, duck: { stretches: [], depthDb: 12 } },
    });
    expect(flat.graph).toContain('[1:a]volume=0.200[music]');
  });

  it('punches in on the picture before b-roll and captions: a centred crop the commands resize, scaled back to the frame', () => {
    const { graph } = renderArgs({ ...pass, zoomCommands: '/tmp/work/zooms.cmd' });
    expect(graph).toContain(
      '[0:v]sendcmd=f=/tmp/work/zooms.cmd,crop@zoom=w=iw:h=ih,scale@zoom=w=1080:h=1920:flags=bilinear[zoomed]',
    );
    expect(graph).toContain('[zoomed]ass=filename=');
    expect(renderArgs(pass).graph).not.toContain('zoom');
  });

  it('reframes the picture first: a crop the commands move, or the picture fitted over its blurred copy', () => {
    const framed = { ...pass, width: 606, height: 1080 };
    const moving = renderArgs({
      ...framed,
      reframe: {
        kind: 'crop',
        crop: { width: 606, height: 1080 },
        origin: { x: 400, y: 0 },
        commands: '/tmp/work/reframe.cmd',
      },
      kept: [
        { start: 0, end: 1000 },
        { start: 2000, end: 3000 },
      ],
    }).graph;
    expect(moving).toContain(
      '[0:v]sendcmd=f=/tmp/work/reframe.cmd,crop@reframe=w=606:h=1080:x=400:y=0[framed]',
    );
    // The cuts come after: the crop's commands are timed on the source.
    expect(moving).toContain('[framed]split=2');
    const still = renderArgs({
      ...framed,
      reframe: { kind: 'crop', crop: { width: 606, height: 1080 }, origin: { x: 657, y: 0 } },
    }).graph;
    expect(still).toContain('[0:v]crop@reframe=w=606:h=1080:x=657:y=0[framed]');
    expect(still).not.toContain('sendcmd');
    const fill = renderArgs({
      ...pass,
      width: 1080,
      height: 1920,
      reframe: { kind: 'fill', frame: { width: 1080, height: 1920 }, fit: { width: 1080, height: 606 } },
    }).graph;
    expect(fill).toContain('[0:v]split=2[rfback][rffront]');
    expect(fill).toContain(
      'scale=136:240:force_original_aspect_ratio=increase,crop=136:240,boxblur=6:2,scale=1080:1920',
    );
    expect(fill).toContain('[rfblur][rffit]overlay=0:657[framed]');
    expect(fill).toContain('[framed]ass=filename=');
  });

  it('splits the frame into two stacked crops, all through or laid over the single crop where it splits', () => {
    const framed = { ...pass, width: 404, height: 720 };
    const half = { width: 404, height: 360 };
    const top = { crop: half, origin: { x: 118, y: 144 }, commands: '/tmp/work/top.cmd' };
    const bottom = { crop: half, origin: { x: 758, y: 144 } };
    const always = renderArgs({ ...framed, reframe: { kind: 'split', top, bottom } }).graph;
    expect(always).toContain(
      '[0:v]split=2[rftop][rfbottom];' +
        '[rftop]sendcmd=f=/tmp/work/top.cmd,crop@splittop=w=404:h=360:x=118:y=144[rftopc];' +
        '[rfbottom]crop@splitbottom=w=404:h=360:x=758:y=144[rfbottomc];' +
        '[rftopc][rfbottomc]vstack[framed]',
    );
    const single = {
      crop: { width: 404, height: 720 },
      origin: { x: 118, y: 0 },
      commands: '/tmp/work/reframe.cmd',
    };
    const sometimes = renderArgs({
      ...framed,
      reframe: {
        kind: 'split',
        top,
        bottom,
        single: {
          ...single,
          stretches: [
            { start: 5200, end: 13_400 },
            { start: 60_000, end: 64_500 },
          ],
        },
      },
      kept: [{ start: 0, end: 70_000 }],
    }).graph;
    expect(sometimes).toContain('[0:v]split=3[rfsingle][rftop][rfbottom]');
    expect(sometimes).toContain(
      '[rfsingle]sendcmd=f=/tmp/work/reframe.cmd,crop@reframe=w=404:h=720:x=118:y=0[rfone]',
    );
    expect(sometimes).toContain(
      "[rfone][rfstack]overlay=x=0:y=0:enable='gte(t,5.200)*lt(t,13.400)+gte(t,60.000)*lt(t,64.500)'[framed]",
    );
    // Before the cuts, on the source's times like the commands.
    expect(sometimes.indexOf('[framed]')).toBeLessThan(sometimes.indexOf('trim='));
  });

  it('scales to the chosen resolution and sets the frame rate after the cuts, before the captions', () => {
    const graph = renderArgs({
      ...pass,
      width: 720,
      height: 1280,
      scaled: true,
      fps: 60,
      kept: [{ start: 0, end: 1000 }],
    }).graph;
    expect(graph).toContain('[cutv]scale=720:1280,setsar=1,fps=60[sized]');
    expect(graph).toContain('[sized]ass=filename=');
    expect(renderArgs({ ...pass, fps: 30 }).graph).toContain('[0:v]fps=30[sized]');
  });
});
