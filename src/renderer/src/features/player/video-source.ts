// Which player a video gets (docs/decisions.md V1), from fields an editor typed: only well-formed
// sources pass, so a stored value can never point the page at something that is not a video.
import type { Tables } from '@shared/database.types';

export type VideoSourceFields = Pick<Tables<'videos'>, 'url' | 'vimeo_id' | 'vimeo_embed_url'>;

export type VideoSource = { kind: 'vimeo'; src: string } | { kind: 'file'; src: string };

const VIMEO_PLAYER_HOST = 'player.vimeo.com';

/**
 * The Vimeo player page for a video: the editor's embed URL when it is one of Vimeo's player
 * URLs (it may carry the `h` hash of an unlisted video), else one built from the numeric id,
 * optionally written `id/hash`. Do-not-track is always on.
 */
export function vimeoEmbedUrl(vimeoId: string | null, embedUrl: string | null): string | null {
  const fromEmbed = parseVimeoEmbed(embedUrl);
  if (fromEmbed) return fromEmbed;
  const match = /^(\d{1,20})(?:\/([0-9a-f]{1,40}))?$/i.exec(vimeoId?.trim() ?? '');
  if (!match) return null;
  const url = new URL(`https://${VIMEO_PLAYER_HOST}/video/${match[1]}`);
  if (match[2]) url.searchParams.set('h', match[2]);
  url.searchParams.set('dnt', '1');
  return url.toString();
}

function parseVimeoEmbed(embedUrl: string | null): string | null {
  if (!embedUrl?.trim()) return null;
  let url: URL;
  try {
    url = new URL(embedUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== VIMEO_PLAYER_HOST) return null;
  if (url.username || url.password || url.port) return null;
  if (!/^\/video\/\d{1,20}\/?$/.test(url.pathname)) return null;
  url.searchParams.set('dnt', '1');
  url.hash = '';
  return url.toString();
}

/** A video file (or its poster image): a path on this site, or an http(s) address. */
export function videoFileUrl(value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.startsWith('/')) return /^\/[/\\]/.test(text) ? null : text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Vimeo when the video has a usable Vimeo id or embed URL, else its file, else nothing. */
export function resolveSource(video: VideoSourceFields): VideoSource | null {
  const vimeo = vimeoEmbedUrl(video.vimeo_id, video.vimeo_embed_url);
  if (vimeo) return { kind: 'vimeo', src: vimeo };
  const file = videoFileUrl(video.url);
  return file ? { kind: 'file', src: file } : null;
}
