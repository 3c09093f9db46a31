import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TUTORIAL_VIDEO_HEIGHT, type TTutorialItem } from '@resona/contract';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetTutorialSeen } from '../api/set-tutorial-seen.ts';
import { useTutorialList } from '../api/get-tutorial-list.ts';
import { QueryState } from '../components/query-state.tsx';
import { TutorialIllustration } from './illustrations.tsx';
import styles from './tutorial.module.css';

/** /new-tutorial: the tutorial carousel; finishing or skipping marks it seen (is_tutorial 0). */
export function TutorialPage() {
  const { t, i18n } = useTranslation();
  const list = useTutorialList(i18n.language);
  const navigate = useNavigate();
  const seen = useSetTutorialSeen();
  const titleId = useId();

  const finish = async () => {
    try {
      const reply = await seen.mutateAsync();
      sessionStore.patchUser(reply.data.user_flags);
    } catch (error) {
      // Home is open either way; the tutorial simply shows again next time.
      toast.error(errorText(t, error));
    }
    void navigate('/home');
  };

  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!seen.isPending) void finish();
  };

  return (
    <Card wide>
      <div className={pageStyles.row}>
        <h1 id={titleId} className={pageStyles.title} style={{ flex: 1 }}>
          {t('pages.tutorial')}
        </h1>
        <Link to="/home" onClick={handleSkip} className={buttonClass('ghost')}>
          {t('pages.skipTutorial')}
        </Link>
      </div>
      {list.data ? (
        list.data.length > 0 ? (
          <Carousel
            items={list.data}
            labelledBy={titleId}
            finishing={seen.isPending}
            onFinish={() => void finish()}
          />
        ) : (
          <div className={pageStyles.stack}>
            <Notice>{t('tutorial.empty')}</Notice>
            <Button onClick={() => void finish()}>{t('tutorial.finish')}</Button>
          </div>
        )
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
    </Card>
  );
}

function Carousel({
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
