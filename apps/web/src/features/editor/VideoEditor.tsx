import {
  captionStyleInFrame,
  captionsOnSplitSeam,
  captionTrackWords,
  editedCuts,
  isCutOut,
  rangeThroughCuts,
  speakerColouredWords,
  toEditedTime,
  toSourceTime,
  wordsThroughCuts,
  zoomsOnFaces,
} from '@captionist/captions';
import type { ClipEdge, MediaUpload, TranscriptWord, VideoDetail, VideoEdits } from '@captionist/contracts';
import { Divider, Grid, Group, SegmentedControl, Stack, Switch, Tabs } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { showToast } from '../../lib/toast';
import { BrollPanel, BrollPreview } from '../broll';
import {
  CaptionGuides,
  CaptionPreview,
  CaptionWordTargets,
  isPortrait,
  PLATFORMS,
  type PlatformId,
  ReadingSpeedWarnings,
  useCaptionLayout,
  ZoneWarnings,
} from '../caption-preview';
import { CaptionStylePanel, useCaptionStyle } from '../caption-style';
import { ClipEdgesPanel, ClipFinderPanel } from '../clips';
import { HookTitlePanel } from '../hook-title';
import { mediaUploadsQuery } from '../media-library';
import { CaptionTracksPicker, TranslationsPanel, useTranslations } from '../translations';
import { BackgroundMusicPanel } from './BackgroundMusicPanel';
import { CropDragger } from './CropDragger';
import { EditConflictNotice } from './EditConflictNotice';
import { EditorHeader } from './EditorHeader';
import { EditorModelScope } from './EditorModelScope';
import { rememberVideoDetail } from './editor-cache';
import { useEditorModel, useEditorState } from './editor-model';
import { OutputControls, SOURCE_OUTPUT } from './OutputControls';
import { NO_REFRAME, ReframeControls } from './ReframeControls';
import { SplitPreview } from './SplitPreview';
import type { WordPick } from './TranscriptEditor';
import { TranscriptPanel } from './TranscriptPanel';
import { asRanges, useCuts } from './use-cuts';
import { usePicturePreview } from './use-picture-preview';
import { usePlayerTime } from './use-player-time';
import { useReframe } from './use-reframe';
import classes from './VideoEditorPage.module.css';
import { VideoPlayer } from './VideoPlayer';

type SidePanel = 'transcript' | 'style' | 'broll' | 'clips' | 'languages';
const sidePanels: readonly SidePanel[] = ['transcript', 'style', 'broll', 'clips', 'languages'];
const SPOKEN_TRACKS = { track: 'spoken', second: null } as const;
const NO_WORDS: readonly TranscriptWord[] = [];
const NO_BROLL: VideoEdits['broll'] = [];
const NO_SPEAKERS: VideoEdits['speakers'] = [];
const NO_MEDIA: readonly MediaUpload[] = [];

/** The frame the render lays captions out on: a phone video stored sideways plays upright. */
function uprightFrame(video: VideoDetail) {
  const width = video.width ?? 1080;
  const height = video.height ?? 1920;
  return Math.abs(video.rotation ?? 0) % 180 === 90 ? { width: height, height: width } : { width, height };
}

/**
 * One video in the editor, with its editor model (words, style, edits, history, saves) that
 * every part below reads: the server's copies of the video go in as they arrive. `fresh`: `video`
 * is the server's answer since the page opened, not only the copy kept from an earlier visit.
 */
export function VideoEditor({ video, fresh }: { video: VideoDetail; fresh: boolean }) {
  return (
    <EditorModelScope video={video}>
      <EditorPanels video={video} fresh={fresh} />
    </EditorModelScope>
  );
}

/**
 * The player (with the caption preview over it) and, beside it, the transcript, the caption
 * style and the hook title with b-roll as tabs. The open tab is in the address (?panel=style,
 * ?panel=broll), so a reload or a shared link opens the same one.
 */
function EditorPanels({ video, fresh }: { video: VideoDetail; fresh: boolean }) {
  const { saver, store } = useEditorModel();
  const [player, setPlayer] = useState<HTMLVideoElement | null>(null);
  const [moving, setMoving] = useState(false);
  const [search, setSearch] = useSearchParams();
  const panel = sidePanels.find((name) => name === search.get('panel')) ?? 'transcript';
  const captions = useCaptionStyle(video, fresh);
  const [guides, setGuides] = useLocalStorage({ key: 'captionist.editorGuides', defaultValue: false });
  const [platformId, setPlatformId] = useLocalStorage<PlatformId>({
    key: 'captionist.editorPlatform',
    defaultValue: 'tiktok',
  });
  const edits = useEditorState((state) => state.edits);
  const source = useMemo(() => uprightFrame(video), [video]);
  const reframe = edits?.reframe ?? NO_REFRAME;
  const view = useReframe(video.id, source, video.duration_ms ?? 0, reframe);
  // The style as drawn in the output frame, as the render draws it (the split puts the captions on
  // its seam): what the preview, its word targets, guides and warnings take. The Style tab keeps
  // the saved style.
  const { aspect, mode } = reframe;
  const onSeam = captionsOnSplitSeam({ aspect, mode });
  const shownStyle = useMemo(
    () => captionStyleInFrame(captions.style, { aspect, mode }),
    [captions.style, aspect, mode],
  );
  // Everything laid over the picture takes the output frame, as the render lays it out.
  const frame = view.frame;
  const portrait = isPortrait(frame);
  const platform = portrait ? (PLATFORMS.find((each) => each.id === platformId) ?? null) : null;
  const hook = edits?.hook;
  const library = useQuery(mediaUploadsQuery()).data;
  // The words as edited, unsaved edits included, so the preview follows every change.
  const transcript = useEditorState((state) => state.transcript);
  const words = transcript?.words ?? video.transcript?.words ?? NO_WORDS;
  // The preview plays the edited timeline: the captions are the render's (words through the cuts),
  // the overlay draws them at the edited time and jumps over each cut while the video plays.
  // A clip plays only its ranges of the recording: the rest is cut, as the render cuts it.
  const cutList = edits?.cuts;
  const { ranges, duration_ms: recordingMs } = video;
  const cuts = useMemo(
    () =>
      editedCuts(
        ranges?.map((range) => ({ start: range.start_ms, end: range.end_ms })) ?? null,
        recordingMs ?? Number.POSITIVE_INFINITY,
        asRanges(cutList ?? []),
      ),
    [cutList, ranges, recordingMs],
  );
  const zoomList = edits?.zooms;
  const zooms = useMemo(
    () => (zoomList ?? []).map((zoom) => ({ start: zoom.start_ms, end: zoom.end_ms, scale: zoom.scale })),
    [zoomList],
  );
  // The render zooms on the edited timeline, growing from the face the crop follows: the moments
  // are placed on the face, then move through the cuts as the words do.
  const picture = view.picture;
  const editedZooms = useMemo(() => {
    const placed =
      picture && !picture.fill
        ? zoomsOnFaces(zooms, picture.samples, picture.source, picture.crop, picture.path)
        : zooms;
    return placed.flatMap((zoom) => {
      const range = rangeThroughCuts(zoom, cuts);
      return range ? [{ ...zoom, ...range }] : [];
    });
  }, [zooms, cuts, picture]);
  usePicturePreview(player, editedZooms, cuts, picture);
  // What the captions show: the spoken words, or a translation's, and a second line's (two-language
  // captions), each speaker's words in their colour, composed as the render composes them.
  const { translations } = useTranslations(video.id);
  const tracks = edits?.captions ?? SPOKEN_TRACKS;
  const speakers = edits?.speakers ?? NO_SPEAKERS;
  const caption = useMemo(() => {
    const composed = captionTrackWords(tracks, words, translations);
    return {
      spoken: composed.words === words,
      words: speakerColouredWords(composed.words, speakers),
      second: composed.second && speakerColouredWords(composed.second, speakers),
    };
  }, [tracks, words, translations, speakers]);
  const { shownWords, shownIndexes, secondLine } = useMemo(() => {
    const kept = words.flatMap((word, index) => (isCutOut(word, cuts) ? [] : [index]));
    return {
      shownWords: wordsThroughCuts(caption.words, cuts),
      shownIndexes: kept,
      secondLine: caption.second ? wordsThroughCuts(caption.second, cuts) : undefined,
    };
  }, [words, caption, cuts]);
  // A caption word picks its transcript word only when the captions show the spoken words.
  const spokenShown = caption.spoken;
  // The server's copy replaced this one: panels holding drafts start afresh.
  const generation = useEditorState((state) => state.generation);
  const currentTimeMs = usePlayerTime(player);
  const seek = (ms: number) => {
    if (player) player.currentTime = ms / 1000;
  };
  const [picked, setPicked] = useState<WordPick | null>(null);
  const { keepOnly: keepOnlyCuts } = useCuts();
  const keepOnly = (range: { start_ms: number; end_ms: number }) => {
    keepOnlyCuts(range, video.duration_ms);
    showToast({
      type: 'success',
      title: 'The video is now this clip',
      message: 'Everything around it is cut; the ✂ marks in the transcript bring any part back.',
    });
  };
  const layout = useCaptionLayout(shownWords, shownStyle, captions.fonts, frame.width);
  // A clip's edges move on the server, over what this editor has stored: its changes go first,
  // and its words and version follow the server's after.
  const queryClient = useQueryClient();
  const saveFirst = async () => {
    await saver.flush();
    return store.getState().version;
  };
  const edgeMoved = async (moved: VideoDetail, edge: ClipEdge) => {
    rememberVideoDetail(queryClient, moved);
    await saver.catchUp(moved.edit_version);
    const ranges = moved.ranges ?? [];
    // Shown where it changed: the new start, or the last seconds before the new end.
    const at = edge === 'start' ? ranges[0]?.start_ms : (ranges[ranges.length - 1]?.end_ms ?? 0) - 3000;
    if (at !== undefined) seek(Math.max(0, at));
  };

  const openPanel = (next: string | null) =>
    setSearch(
      (params) => {
        if (next === 'style' || next === 'broll' || next === 'clips' || next === 'languages')
          params.set('panel', next);
        else params.delete('panel');
        return params;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <EditorHeader video={video} beforeRender={() => saver.flush()} />
      <EditConflictNotice />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: portrait ? 5 : 7 }} className={classes.playerColumn}>
          <div className={classes.stage} data-testid="player-stage">
            <VideoPlayer
              video={video}
              ref={setPlayer}
              portrait={portrait}
              cuts={cuts}
              {...(view.picture ? { frameRatio: frame.width / frame.height, fill: view.picture.fill } : {})}
            />
            {view.picture?.split && (
              <SplitPreview
                video={player}
                source={view.picture.source}
                split={view.picture.split}
                frame={frame}
                zooms={editedZooms}
                cuts={cuts}
              />
            )}
            <CaptionPreview
              video={player}
              words={shownWords}
              cuts={cuts}
              style={shownStyle}
              fonts={captions.fonts}
              {...frame}
              {...(hook ? { hook: { text: hook.text, durationMs: hook.duration_ms } } : {})}
              {...(secondLine ? { secondLine } : {})}
            />
            <BrollPreview
              video={player}
              {...frame}
              items={edits?.broll ?? NO_BROLL}
              media={library ?? NO_MEDIA}
              currentTimeMs={currentTimeMs}
            />
            <CaptionWordTargets
              video={player}
              layout={spokenShown ? layout : null}
              style={shownStyle}
              {...frame}
              currentTimeMs={toEditedTime(currentTimeMs, cuts)}
              onPick={(index) => {
                player?.pause();
                openPanel(null);
                setPicked({ index: shownIndexes[index] ?? index });
              }}
            />
            {moving && view.picture && !view.picture.fill && reframe.mode !== 'split' && (
              <CropDragger
                video={player}
                reframe={reframe}
                picture={view.picture}
                durationMs={video.duration_ms ?? 0}
                onChange={(corrections, done) => {
                  store.setEdits({ reframe: { ...reframe, corrections } });
                  if (done) saver.schedule('edits', 0);
                }}
              />
            )}
            {guides && (
              <CaptionGuides video={player} {...frame} position={shownStyle.position} platform={platform} />
            )}
          </div>
          {player && (
            <Group justify="space-between" mt={6} gap="sm">
              <Stack gap={6}>
                <ReframeControls reframe={reframe} view={view} moving={moving} onMoving={setMoving} />
                <OutputControls
                  output={edits?.output ?? SOURCE_OUTPUT}
                  reframe={reframe}
                  frame={view.frame}
                  sourceFps={video.fps}
                />
              </Stack>
              <Group gap="sm">
                {guides && platform && (
                  <SegmentedControl
                    size="xs"
                    aria-label="Platform whose buttons and text to show"
                    value={platform.id}
                    onChange={(value) => {
                      const picked = PLATFORMS.find((each) => each.id === value);
                      if (picked) setPlatformId(picked.id);
                    }}
                    data={PLATFORMS.map((each) => ({ value: each.id, label: each.name }))}
                    data-testid="platform-picker"
                  />
                )}
                <Switch
                  size="xs"
                  label="Caption guides"
                  checked={guides}
                  onChange={(event) => setGuides(event.currentTarget.checked)}
                  data-testid="guides-toggle"
                />
              </Group>
            </Group>
          )}
          <ZoneWarnings
            style={shownStyle}
            {...frame}
            hasHook={Boolean(hook?.text.trim())}
            captionPx={layout?.fontPx}
          />
          <ReadingSpeedWarnings
            layout={layout}
            language={
              tracks.track === 'spoken' || caption.spoken
                ? (video.transcript?.language ?? 'en')
                : tracks.track
            }
            onSeek={(editedMs) => seek(toSourceTime(editedMs, cuts))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: portrait ? 7 : 5 }}>
          {/* The transcript stays mounted with its effects running while another tab is open
              (not in Mantine's default Activity, which stops them), so the editor model keeps its
              words, unsaved ones included, for the preview and the saves; the other panels mount
              when opened. */}
          <Tabs
            key={generation}
            value={panel}
            onChange={openPanel}
            variant="outline"
            keepMounted={false}
            keepMountedMode="display-none"
          >
            <Tabs.List grow>
              <Tabs.Tab value="transcript">Transcript</Tabs.Tab>
              <Tabs.Tab value="style">Style</Tabs.Tab>
              <Tabs.Tab value="broll">Hook & b-roll</Tabs.Tab>
              <Tabs.Tab value="clips">Clips</Tabs.Tab>
              <Tabs.Tab value="languages">Languages</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="transcript" pt="md" keepMounted>
              <TranscriptPanel video={video} player={player} picked={picked} />
            </Tabs.Panel>
            <Tabs.Panel value="style" pt="md">
              <Stack gap="lg">
                <CaptionStylePanel captions={captions} captionsOnSeam={onSeam} />
                <Divider />
                <CaptionTracksPicker videoId={video.id} />
                <Divider />
                <BackgroundMusicPanel video={video} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="broll" pt="md">
              <Stack gap="lg">
                <HookTitlePanel video={video} />
                <Divider />
                <BrollPanel video={video} words={words} currentTimeMs={currentTimeMs} onSeek={seek} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="languages" pt="md">
              <TranslationsPanel video={video} />
            </Tabs.Panel>
            <Tabs.Panel value="clips" pt="md">
              <Stack gap="lg">
                {video.ranges && (
                  <>
                    <ClipEdgesPanel video={video} saveFirst={saveFirst} onMoved={edgeMoved} />
                    <Divider />
                  </>
                )}
                <ClipFinderPanel video={video} words={words} player={player} onKeepOnly={keepOnly} />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
