import { Details, Stack } from '@portal/ui';
import { explainerVideo, useExplainerTranscript } from '../../content/explainer-video-content.js';
import { homeCopy as copy } from './home-copy.js';
import * as styles from './home-page.css.js';

/**
 * The home page's video (spec section 1: "videos"), a narrated explainer of our own with WebVTT
 * captions on by default (WCAG 1.2.2) and a transcript read from the same captions, for people
 * who cannot or would rather not play it (WCAG 1.2.1, 1.2.3). preload="metadata": the video is
 * fetched only when played.
 */
export function HomeVideo() {
  const { data: transcript, error } = useExplainerTranscript();
  return (
    <section aria-labelledby="home-video-heading">
      <h2 id="home-video-heading" className={styles.sectionHeading}>
        {copy.videoHeading}
      </h2>
      <div className={styles.videoLayout}>
        <video
          className={styles.video}
          controls
          preload="metadata"
          poster={explainerVideo.poster}
          aria-labelledby="home-video-heading"
        >
          <source src={explainerVideo.video} type="video/webm" />
          <track
            kind="captions"
            src={explainerVideo.captions}
            srcLang="en"
            label={copy.captionsLabel}
            default
          />
          <p>{copy.videoFallback}</p>
        </video>
        <Stack gap={4}>
          <p className={styles.cardText}>{copy.videoIntro}</p>
          {error !== undefined ? null : (
            <Details summary={copy.transcriptSummary}>
              {transcript === undefined ? (
                <p role="status">{copy.loadingTranscript}</p>
              ) : (
                <Stack gap={2}>
                  {transcript.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </Stack>
              )}
            </Details>
          )}
        </Stack>
      </div>
    </section>
  );
}
