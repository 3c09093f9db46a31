import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { TutorialCarousel } from '../../../components/tutorial-carousel/tutorial-carousel.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetTutorialSeen } from '../api/set-tutorial-seen.ts';
import { useTutorialList } from '../../../lib/api/get-tutorial-list.ts';
import { QueryState } from '../../../components/query-state.tsx';

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
          <TutorialCarousel
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
        <QueryState centered error={list.error} onRetry={() => void list.refetch()} />
      )}
    </Card>
  );
}
