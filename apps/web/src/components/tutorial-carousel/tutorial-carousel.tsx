import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TUTORIAL_VIDEO_HEIGHT, type TTutorialItem } from '@resona/contract';
import { Button } from '../button.tsx';
import { TutorialIllustration } from './illustrations.tsx';
import styles from './tutorial-carousel.module.css';

/**
 * The tutorial slides (video or drawing, title, caption) with previous/next, dots and arrow keys.
 * Shared by /new-tutorial and the session design screen's tutorial dialog.
 */
export function TutorialCarousel({
  items,
  labelledBy,
  finishing,
  onFinish,
}: {
  items: readonly TTutorialItem[];
  labelledBy: string;
  finishing: boolean;
  onFinish: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const last = items.length - 1;
  const item = items[Math.min(index, last)];
  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));

  // Arrow keys turn the slides; in right-to-left languages the arrows swap, like the layout.
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === forward) go(index + 1);
    else if (event.key === backward) go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(last);
    else return;
    event.preventDefault();
  };

  if (!item) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('tutorial.carousel')}
      aria-labelledby={labelledBy}
      onKeyDown={handleKeyDown}
    >
      <div aria-live="polite">
        <div
          key={item.tutorialVideoID}
          role="group"
          aria-roledescription={t('tutorial.slide')}
          aria-label={t('tutorial.slideOf', { current: index + 1, total: items.length })}
          className={styles.slide}
        >
          {item.video_url ? (
            <video
              className={styles.video}
              src={item.video_url}
              height={TUTORIAL_VIDEO_HEIGHT}
              controls
              preload="metadata"
              aria-label={item.title}
            />
          ) : (
            <TutorialIllustration name={item.illustration} />
          )}
          <h2 className={styles.slideTitle}>{item.title}</h2>
          <p className={styles.caption}>{item.caption}</p>
        </div>
      </div>
      <div className={styles.controls}>
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
          {t('survey.previous')}
        </Button>
        <ol className={styles.dots}>
          {items.map((slide, i) => (
            <li key={slide.tutorialVideoID}>
              <button
                type="button"
                className={styles.dot}
                aria-label={t('tutorial.goTo', { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            </li>
          ))}
        </ol>
        {index < last ? (
          <Button onClick={() => go(index + 1)}>{t('survey.next')}</Button>
        ) : (
          <Button onClick={onFinish} disabled={finishing}>
            {t('tutorial.finish')}
          </Button>
        )}
      </div>
    </section>
  );
}
