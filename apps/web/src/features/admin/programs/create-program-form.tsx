import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminExercises, useCreateProgram } from '../api/programs.ts';
import { CohortSelect } from '../components/cohort-select.tsx';
import { fieldError } from '../components/field-errors.ts';
import { SelectField } from '../../../components/select-field.tsx';
import styles from '../admin.module.css';
import { clearIfSent } from '../../../lib/clear-if-sent.ts';
import { ItemRhythmFields } from './item-rhythm-fields.tsx';
import { emptyRhythmDraft, rhythmOf, type RhythmDraft } from './program-rhythm.ts';

interface Item {
  key: number;
  exerciseId: string;
  dueDate: string;
  rhythm: RhythmDraft;
}

let nextKey = 1;
const newItem = (): Item => ({
  key: nextKey++,
  exerciseId: '',
  dueDate: '',
  rhythm: emptyRhythmDraft(),
});

/**
 * Exercises with due dates for one participant (by e-mail) or a whole cohort, each at the
 * participant's own pace or in a rhythm fixed here (decision 101).
 */
export function CreateProgramForm() {
  const { t, i18n } = useTranslation();
  const exercises = useAdminExercises(i18n.language);
  const create = useCreateProgram();
  const [title, setTitle] = useState('');
  const [target, setTarget] = useState<'cohort' | 'user'>('cohort');
  const [cohortId, setCohortId] = useState<number | undefined>();
  const [email, setEmail] = useState('');
  const [items, setItems] = useState<Item[]>(() => [newItem()]);
  const [donePercent, setDonePercent] = useState('100');
  const error = create.error;
  const update = (key: number, change: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = { title, items };
    create.mutate(
      {
        title,
        cohort_id: target === 'cohort' ? cohortId : undefined,
        user_email: target === 'user' ? email : undefined,
        items: items.map((i) => ({
          exercise_id: i.exerciseId,
          due_date: i.dueDate,
          rhythm: rhythmOf(i.rhythm, (key) => t(key, { ns: 'msg' })),
        })),
        done_percent: donePercent,
      },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setTitle(clearIfSent(sent.title, ''));
          setItems(clearIfSent(sent.items, [newItem()]));
        },
      },
    );
  }

  const itemError = (index: number, field: string) =>
    fieldError(t, error, `items.${index}.${field}`);
  return (
    <form className={styles.section} onSubmit={handleSubmit} noValidate>
      <h2>{t('admin.programs.create')}</h2>
      <div className={styles.grid}>
        <TextField
          label={t('admin.programs.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={fieldError(t, error, 'title')}
        />
        <SelectField
          label={t('admin.programs.target')}
          value={target}
          onChange={(e) => setTarget(e.target.value === 'user' ? 'user' : 'cohort')}
          options={[
            { value: 'cohort', label: t('admin.programs.toCohort') },
            { value: 'user', label: t('admin.programs.toParticipant') },
          ]}
        />
        {target === 'cohort' ? (
          <CohortSelect
            value={cohortId}
            onChange={setCohortId}
            emptyLabel={t('admin.none')}
            error={fieldError(t, error, 'cohort_id')}
          />
        ) : (
          <TextField
            label={t('admin.programs.participantEmail')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError(t, error, 'user_email')}
          />
        )}
        <TextField
          label={t('admin.programs.donePercent')}
          type="number"
          min={1}
          max={100}
          value={donePercent}
          onChange={(e) => setDonePercent(e.target.value)}
          error={fieldError(t, error, 'done_percent')}
        />
      </div>
      {items.map((item, index) => (
        <fieldset key={item.key} className={styles.grid}>
          <legend className={styles.muted}>
            {t('admin.programs.exercise')} {index + 1}
          </legend>
          <SelectField
            label={t('admin.programs.exercise')}
            value={item.exerciseId}
            onChange={(e) => update(item.key, { exerciseId: e.target.value })}
            error={itemError(index, 'exercise_id')}
            options={[
              { value: '', label: '—' },
              ...(exercises.data ?? []).map((e) => ({
                value: String(e.id),
                // Title, goal and length repeat across designs; theme and narration tell them apart.
                label: [
                  e.title,
                  e.goal,
                  e.minutes === -1 ? '∞' : t('admin.programs.minutesShort', { count: e.minutes }),
                  e.theme,
                  e.narration,
                ].join(' · '),
              })),
            ]}
          />
          <TextField
            label={t('admin.programs.dueDate')}
            type="date"
            value={item.dueDate}
            onChange={(e) => update(item.key, { dueDate: e.target.value })}
            error={itemError(index, 'due_date')}
          />
          <ItemRhythmFields
            draft={item.rhythm}
            onChange={(change) => update(item.key, { rhythm: { ...item.rhythm, ...change } })}
            error={error}
            index={index}
          />
          {items.length > 1 ? (
            <div>
              <Button
                variant="ghost"
                onClick={() => setItems((list) => list.filter((i) => i.key !== item.key))}
              >
                {t('admin.programs.removeItem')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {fieldError(t, error, 'items') ? (
        <p className={styles.error}>{fieldError(t, error, 'items')}</p>
      ) : null}
      {isApiError(error) && !error.fields ? (
        <Notice tone="error">{errorText(t, error)}</Notice>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setItems((list) => [...list, newItem()])}>
          {t('admin.programs.addItem')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {t('admin.programs.submit')}
        </Button>
      </div>
    </form>
  );
}
