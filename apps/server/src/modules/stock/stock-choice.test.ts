import type { StockItem } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { pickKeywordVideo } from './keyword-video';
import { linkUrl, providerUrl } from './provider-urls';

describe('providerUrl', () => {
  it('accepts https URLs on the provider domain and its subdomains only', () => {
    expect(providerUrl('https://videos.pexels.com/video-files/1/1-hd.mp4', 'pexels.com')).toBe(
      'https://videos.pexels.com/video-files/1/1-hd.mp4',
    );
    expect(providerUrl('https://pexels.com/@someone', 'pexels.com')).toBe('https://pexels.com/@someone');
    for (const bad of [
      'http://images.pexels.com/a.jpg',
      'https://images.pexels.com.evil.example/a.jpg',
      'https://evilpexels.com/a.jpg',
      'https://user:pw@images.pexels.com/a.jpg',
      'https://images.pexels.com:8443/a.jpg',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'not a url',
      42,
      null,
    ]) {
      expect(providerUrl(bad, 'pexels.com'), String(bad)).toBeNull();
    }
  });
});

describe('linkUrl', () => {
  it('keeps https links on any host, reads //host as https, and refuses everything else', () => {
    expect(linkUrl('https://creativecommons.org/licenses/by-sa/4.0/')).toBe(
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
    expect(linkUrl('//commons.wikimedia.org/wiki/User:Ada')).toBe(
      'https://commons.wikimedia.org/wiki/User:Ada',
    );
    for (const bad of [
      'http://creativecommons.org/licenses/by/2.0/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://user:pw@example.org/',
      'not a url',
      undefined,
      7,
    ]) {
      expect(linkUrl(bad), String(bad)).toBeNull();
    }
  });
});

const clip = (id: string, width: number, height: number, seconds: number): StockItem => ({
  id,
  provider: 'pexels',
  kind: 'video',
  thumbnail_url: 'https://images.pexels.com/t.jpg',
  preview_url: 'https://videos.pexels.com/p.mp4',
  download_url: 'https://videos.pexels.com/d.mp4',
  width,
  height,
  duration_ms: seconds * 1000,
  credit: {
    provider: 'pexels',
    title: null,
    author: 'A',
    author_url: 'https://www.pexels.com/@a',
    licence: 'Pexels License',
    licence_url: 'https://www.pexels.com/license/',
    source_url: 'https://www.pexels.com/video/1/',
  },
});

describe('pickKeywordVideo', () => {
  const clips = [
    clip('wide-long', 1920, 1080, 30),
    clip('tall-short', 1080, 1920, 2),
    clip('tall-long', 1080, 1920, 20),
    clip('tall-fits', 720, 1280, 6),
    clip('squarish-tall', 1000, 1200, 8),
  ];

  it('prefers the orientation, then a clip long enough, then the closest aspect, then the shortest', () => {
    expect(pickKeywordVideo(clips, 'portrait', 5000)?.id).toBe('tall-fits');
    expect(pickKeywordVideo(clips, 'landscape', 5000)?.id).toBe('wide-long');
    expect(pickKeywordVideo(clips, 'portrait', 25_000)?.id).toBe('tall-long');
  });

  it('falls back to another orientation, and to nothing when there is no clip', () => {
    expect(pickKeywordVideo([clip('wide', 1920, 1080, 10)], 'portrait')?.id).toBe('wide');
    expect(pickKeywordVideo([], 'square')).toBeNull();
  });
});
