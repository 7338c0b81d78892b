// The two players of docs/decisions.md V1, each turned into the same stream of ProgressEvents.
import type { ProgressEvent } from '@shared/progress-rules';

export interface MediaAdapter {
  /** Starts reporting events; returns the function that stops it. */
  connect(dispatch: (event: ProgressEvent) => void): () => void;
  /** Moves the playhead. */
  seekTo(seconds: number): void;
  /** The playhead right now, where the player can tell without waiting. */
  position(): number | undefined;
}

/** An HTML5 <video> (a file on this site, storage or any https address). */
export function html5Adapter(video: HTMLVideoElement): MediaAdapter {
  return {
    connect(dispatch) {
      const duration = () => dispatch({ type: 'duration', seconds: video.duration });
      const listeners: [keyof HTMLMediaElementEventMap, () => void][] = [
        ['loadedmetadata', duration],
        ['durationchange', duration],
        ['play', () => dispatch({ type: 'play' })],
        ['timeupdate', () => dispatch({ type: 'timeupdate', position: video.currentTime })],
        ['seeking', () => dispatch({ type: 'seeking', position: video.currentTime })],
        ['pause', () => dispatch({ type: 'pause', position: video.currentTime })],
        ['ended', () => dispatch({ type: 'ended' })],
      ];
      for (const [name, listener] of listeners) video.addEventListener(name, listener);
      // The element may have loaded, or started, before we connected.
      if (video.readyState >= HTMLMediaElement.HAVE_METADATA) duration();
      if (!video.paused) dispatch({ type: 'play' });
      return () => {
        for (const [name, listener] of listeners) video.removeEventListener(name, listener);
      };
    },
    seekTo(seconds) {
      video.currentTime = seconds;
    },
    position() {
      return video.currentTime;
    },
  };
}

/**
 * A Vimeo embed, through @vimeo/player. The library loads only when a Vimeo video is shown.
 * The iframe is ours (React renders it), so the player is never asked to create or remove one.
 */
export async function vimeoAdapter(iframe: HTMLIFrameElement): Promise<MediaAdapter> {
  const { default: Player } = await import('@vimeo/player');
  const player = new Player(iframe);
  // Captions on by default, as for our own files (docs/decisions.md V3).
  player
    .getTextTracks()
    .then(([track]) => (track ? player.enableTextTrack(track.language, track.kind) : undefined))
    .catch(() => undefined);
  return {
    connect(dispatch) {
      const onTime = (data: { seconds: number; duration: number }) => {
        dispatch({ type: 'duration', seconds: data.duration });
        dispatch({ type: 'timeupdate', position: data.seconds });
      };
      const onSeek = (data: { seconds: number }) =>
        dispatch({ type: 'seeking', position: data.seconds });
      const onDuration = (data: { duration: number }) =>
        dispatch({ type: 'duration', seconds: data.duration });
      const onPlay = () => dispatch({ type: 'play' });
      const onPause = (data: { seconds: number }) =>
        dispatch({ type: 'pause', position: data.seconds });
      const onEnded = () => dispatch({ type: 'ended' });
      player.on('timeupdate', onTime);
      player.on('seeking', onSeek);
      player.on('seeked', onSeek);
      player.on('durationchange', onDuration);
      player.on('play', onPlay);
      player.on('pause', onPause);
      player.on('ended', onEnded);
      player.getDuration().then(
        (seconds) => dispatch({ type: 'duration', seconds }),
        () => undefined,
      );
      return () => {
        player.off('timeupdate', onTime);
        player.off('seeking', onSeek);
        player.off('seeked', onSeek);
        player.off('durationchange', onDuration);
        player.off('play', onPlay);
        player.off('pause', onPause);
        player.off('ended', onEnded);
      };
    },
    seekTo(seconds) {
      player.setCurrentTime(seconds).catch(() => undefined);
    },
    // Vimeo answers only asynchronously; its last time update is recent enough.
    position() {
      return undefined;
    },
  };
}
