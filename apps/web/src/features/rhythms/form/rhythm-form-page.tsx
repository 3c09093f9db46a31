import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RHYTHM_STARTING_POINTS, RHYTHM_STEP, type MessageKey } from '@resona/contract';
import { Button, buttonClass } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/choice-group.tsx';
import { BackLink, Card, Notice, pageStyles } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText, messageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveRhythm } from '../api/save-rhythm.ts';
import { useRhythmList } from '../api/waiting-rhythms.ts';
import { inOutReading, paceReading, rampReading } from '../../../lib/rhythm-text.ts';
import {
  checkDraft,
  draftOf,
  EMPTY_DRAFT,
  fieldOf,
  PACE_FIELDS,
  PHASE_FIELDS,
  RAMP_FIELDS,
  switchReading,
  validRamp,
  validTiming,
  type DraftField,
  type FieldMessages,
  type Reading,
  type RhythmDraft,
} from './rhythm-form.ts';
import { RhythmPreview } from './rhythm-preview.tsx';
import formStyles from '../../../components/form.module.css';
import styles from '../rhythms.module.css';

/** /rhythms/new (a copy of a starting point with ?from=) and /rhythms/:rhythmId. */
export function RhythmFormPage() {
  const { t } = useTranslation();
  const { rhythmId } = useParams();
  const [search] = useSearchParams();
  const userId = useSession().user?.userID ?? 0;
  const { query, rows } = useRhythmList(userId);
  const editing = rhythmId !== undefined && rhythmId !== 'new';

  let body;
  if (!editing) {
    const start = RHYTHM_STARTING_POINTS.find((s) => s.key === search.get('from'));
    const initial = start?.timing
      ? draftOf(t(start.name as MessageKey, { ns: 'msg' }), start.timing)
      : EMPTY_DRAFT;
    body = <RhythmForm key={search.get('from') ?? 'new'} userId={userId} initial={initial} />;
  } else if (!rows) {
    body = <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const rhythm = rows.find((r) => r.rhythm_id === Number(rhythmId) && !r.unsaved);
    body = rhythm ? (
      <RhythmForm
        key={rhythm.rhythm_id}
        userId={userId}
        rhythmId={rhythm.rhythm_id}
        initial={draftOf(rhythm.name, rhythm.timing, rhythm.ramp)}
      />
    ) : (
      <Notice tone="warning">{t('rhythmNotFound', { ns: 'msg' })}</Notice>
    );
  }
  return (
    <Card>
      <BackLink to="/rhythms" label={t('rhythms.title')} />
      <h1 className={pageStyles.title}>
        {editing ? t('rhythms.editTitle') : t('rhythms.newTitle')}
      </h1>
      {body}
    </Card>
  );
}

function RhythmForm({
  userId,
  rhythmId,
  initial,
}: {
  userId: number;
  rhythmId?: number;
  initial: RhythmDraft;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveRhythm(userId);
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [serverMessages, setServerMessages] = useState<FieldMessages>({});
  const readingId = useId();
  const easeId = useId();
  const otherId = useId();

  // Once Save has been pressed, each field says what is wrong as it is typed.
  const checked = checkDraft(draft, rhythmId);
  const messages: FieldMessages = tried && !checked.ok ? checked.messages : serverMessages;
  const timing = validTiming(draft);
  const ramp = timing ? validRamp(draft) : null;

  const change = (field: DraftField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServerMessages((m) => ({ ...m, [field]: undefined }));
  };

  const numberField = (field: DraftField) => (
    <TextField
      key={field}
      label={t(`rhythms.fields.${field}`)}
      type="number"
      inputMode="decimal"
      step={RHYTHM_STEP}
      value={draft[field]}
      error={messageText(t, messages[field])}
      onChange={(event) => change(field, event.target.value)}
    />
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked.ok) return;
    save.mutate(checked.request, {
      onSuccess: (result) => {
        toast.success(result.sent ? result.reply.message : t('sessionSync.savedLater'));
        void navigate('/rhythms');
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          const fromServer: FieldMessages = {};
          for (const [path, key] of Object.entries(error.fields)) {
            fromServer[fieldOf(path, draft.reading)] ??= key;
          }
          setServerMessages(fromServer);
        }
        toast.error(errorText(t, error));
      },
    });
  };

  const readings: { value: Reading; label: string }[] = [
    { value: 'phases', label: t('rhythms.readingPhases') },
    { value: 'pace', label: t('rhythms.readingPace') },
  ];
  let other = '';
  if (timing) {
    other =
      draft.reading === 'phases'
        ? paceReading(t, i18n.language, timing)
        : inOutReading(t, i18n.language, timing);
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('rhythms.fields.name')}
        value={draft.name}
        autoComplete="off"
        error={messageText(t, messages.name)}
        onChange={(event) => change('name', event.target.value)}
      />
      <div className={formStyles.field}>
        <p id={readingId} className={formStyles.label}>
          {t('rhythms.reading.label')}
        </p>
        <ChoiceGroup
          choices={readings}
          value={draft.reading}
          labelledBy={readingId}
          onValueChange={(value) => setDraft((d) => switchReading(d, value as Reading))}
        />
      </div>
      <div className={styles.grid}>
        {(draft.reading === 'phases' ? PHASE_FIELDS : PACE_FIELDS).map(numberField)}
      </div>
      <p className={styles.other}>
        <span id={otherId}>{t('rhythms.reading.other')}</span>{' '}
        <output aria-labelledby={otherId} aria-live="polite">
          {other || '—'}
        </output>
      </p>

      <div className={formStyles.checkRow}>
        <input
          id={easeId}
          type="checkbox"
          className={formStyles.checkbox}
          checked={draft.eases}
          onChange={(event) => setDraft((d) => ({ ...d, eases: event.target.checked }))}
        />
        <label htmlFor={easeId}>{t('rhythms.ease')}</label>
      </div>
      {draft.eases ? (
        <>
          <div className={styles.grid}>{RAMP_FIELDS.map(numberField)}</div>
          {timing && ramp ? (
            <p className={styles.muted}>{rampReading(t, i18n.language, timing, ramp)}</p>
          ) : null}
        </>
      ) : null}

      <section className={styles.previewBox} aria-label={t('rhythms.preview')}>
        <RhythmPreview timing={timing} ramp={ramp} />
      </section>

      {tried && !checked.ok ? <Notice tone="error">{t('rhythms.fixFields')}</Notice> : null}
      <div className={pageStyles.row}>
        <Button type="submit" disabled={save.isPending}>
          {t('rhythms.save')}
        </Button>
        <Link to="/rhythms" className={buttonClass('secondary')}>
          {t('rhythms.cancel')}
        </Link>
      </div>
    </form>
  );
}
