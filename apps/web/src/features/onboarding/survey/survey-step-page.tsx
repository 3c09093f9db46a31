import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  SURVEY_STEPS,
  languageById,
  type TCurrentUser,
  type TSurveyListsResponse,
} from '@resona/contract';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { Card, Notice, pageStyles } from '../../../components/page.tsx';
import { useOfflineGuard } from '../../../hooks/use-offline-guard.ts';
import { changeLanguage, currentLanguageId } from '../../../i18n/index.ts';
import { errorText, messageText } from '../../../i18n/messages.ts';
import {
  clearSurveyDraft,
  readSurveyDraft,
  writeSurveyDraft,
  type GuestSurvey,
} from '../../../lib/guest-survey.ts';
import { sessionStore, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveSurvey } from '../api/save-survey.ts';
import { useSurveyLists } from '../api/get-survey-lists.ts';
import { ChoiceGroup, type Choice } from '../../../components/choice-group.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StepIndicator } from '../components/step-indicator.tsx';
import {
  isAgeAllowed,
  nextStepPath,
  previousStepPath,
  stepAt,
  surveyExitPath,
  surveyProblem,
  type StepIndex,
  type SurveyStep,
} from './survey-flow.ts';
import styles from './survey.module.css';

type Lists = TSurveyListsResponse['data'];

/** The kept answers: the draft first, then (signed in) the profile, then the UI language. */
function initialAnswers(user: TCurrentUser | null): GuestSurvey {
  const fromUser: GuestSurvey = {};
  if (user) {
    if (user.age_group !== null) fromUser.age_group = user.age_group;
    if (user.gender_id !== null) fromUser.gender_id = user.gender_id;
    if (user.meditation !== null) fromUser.meditation = user.meditation;
    fromUser.default_language = user.default_language;
  }
  return { default_language: currentLanguageId(), ...fromUser, ...readSurveyDraft(!!user) };
}

function choicesFor(step: SurveyStep, lists: Lists): Choice[] {
  switch (step.id) {
    case 'age':
      return lists.age_list.map((a) => ({ value: String(a.id), label: a.ageName }));
    case 'gender':
      return lists.gender_list.map((g) => ({ value: String(g.id), label: g.gender_name }));
    case 'language':
      return lists.language_list.map((l) => ({
        value: String(l.id),
        label: l.value,
        lang: languageById(l.id).code,
      }));
    case 'experience':
      return lists.experience_list.map((e) => ({ value: String(e.id), label: e.expName }));
  }
}

const TITLE_KEYS = {
  age: 'pages.ageQuestion',
  gender: 'pages.genderQuestion',
  language: 'pages.languageQuestion',
  experience: 'pages.experienceQuestion',
} as const;

/** One survey step (spec §2: /age-question 1/4 … /experience-question 4/4). */
export function SurveyStepPage({ index }: { index: StepIndex }) {
  const { t, i18n } = useTranslation();
  const lists = useSurveyLists(i18n.language);
  const step = stepAt(index);
  const titleId = useId();
  return (
    <Card>
      <StepIndicator current={index + 1} total={SURVEY_STEPS} />
      <h1 id={titleId} className={pageStyles.title}>
        {t(TITLE_KEYS[step.id])}
      </h1>
      <p className={pageStyles.lead}>{t('survey.intro')}</p>
      {lists.data ? (
        <SurveyStepForm index={index} lists={lists.data} titleId={titleId} />
      ) : (
        <QueryState centered error={lists.error} onRetry={() => void lists.refetch()} />
      )}
    </Card>
  );
}

function SurveyStepForm({
  index,
  lists,
  titleId,
}: {
  index: StepIndex;
  lists: Lists;
  titleId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guardOnline = useOfflineGuard();
  const { user } = useSession();
  const signedIn = !!user;
  const save = useSaveSurvey();
  const step = stepAt(index);
  const errorId = useId();
  const [answers, setAnswers] = useState<GuestSurvey>(() => initialAnswers(user));
  const [problem, setProblem] = useState<string | null>(null);

  const selected = answers[step.field];
  const ageBlocked = !isAgeAllowed(answers.age_group, lists.age_list);
  const isLast = nextStepPath(index) === null;
  const previous = previousStepPath(index);

  const handleSelect = (raw: string) => {
    const value = Number(raw);
    const patch: GuestSurvey = { [step.field]: value };
    setAnswers((current) => ({ ...current, ...patch }));
    writeSurveyDraft(signedIn, patch);
    setProblem(null);
    // The language step switches the interface at once (the lists reload in that language).
    if (step.id === 'language') void changeLanguage(languageById(value).code, !signedIn);
  };

  const handleSkip = () => {
    if (user) clearSurveyDraft(true);
    void navigate(surveyExitPath('skip', user));
  };

  const handleSubmit = () => {
    const key = ageBlocked ? 'ageNotAllowed' : surveyProblem(answers);
    if (key) {
      setProblem(key);
      return;
    }
    // A guest's answers are already kept; sign-up sends them.
    if (!user) {
      void navigate(surveyExitPath('submit', null));
      return;
    }
    if (!guardOnline()) return;
    save.mutate(
      { ...answers, meditation: answers.meditation },
      {
        onSuccess: (reply) => {
          const { survey_data: saved, user_flags: flags } = reply.data;
          sessionStore.patchUser({ ...flags, ...saved });
          clearSurveyDraft(true);
          toast.success(reply.message);
          void navigate(surveyExitPath('submit', flags));
        },
        onError: (error) => toast.error(errorText(t, error)),
      },
    );
  };

  const problemText =
    problem === 'ageNotAllowed'
      ? t('ageNotAllowed', { ns: 'msg', minAge: lists.min_age })
      : messageText(t, problem ?? undefined);

  return (
    <div className={styles.form}>
      <ChoiceGroup
        choices={choicesFor(step, lists)}
        value={selected === undefined ? undefined : String(selected)}
        onValueChange={handleSelect}
        labelledBy={titleId}
        describedBy={problem ? errorId : undefined}
        required={step.id === 'experience'}
        invalid={!!problem}
      />
      <FieldError id={errorId} error={problemText} />
      {step.id === 'age' && ageBlocked ? (
        <Notice tone="warning">
          <strong>{t('ageNotAllowed', { ns: 'msg', minAge: lists.min_age })}</strong>
          <br />
          {t('survey.ageBlockedHelp', { minAge: lists.min_age })}
        </Notice>
      ) : null}
      {save.isError ? <Notice tone="error">{errorText(t, save.error)}</Notice> : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={previous === null}
          onClick={() => previous && void navigate(previous)}
        >
          {t('survey.previous')}
        </Button>
        <span className={styles.spacer} />
        <Button variant="ghost" onClick={handleSkip} disabled={ageBlocked}>
          {t('survey.skip')}
        </Button>
        {isLast ? (
          <Button onClick={handleSubmit} disabled={save.isPending}>
            {t('survey.submit')}
          </Button>
        ) : (
          <Button
            disabled={ageBlocked}
            onClick={() => {
              const next = nextStepPath(index);
              if (next) void navigate(next);
            }}
          >
            {t('survey.next')}
          </Button>
        )}
      </div>
    </div>
  );
}
