import { screen, waitFor, within } from '@testing-library/react';
import { API, apiPath, callRoutes, type TAdminStudySurvey } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { QuestionnaireEditor } from './questionnaire-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

const survey: TAdminStudySurvey = {
  kind: 'mid',
  version: 2,
  versions: [
    { version: 2, active: true, questions: 1, responses: 0, saved_at: '2026-11-20T10:00:00Z' },
    { version: 1, active: false, questions: 1, responses: 3, saved_at: null },
  ],
  responses: 3,
  participants: 10,
  participants_done: 3,
  titles: { en: 'Halfway', de: 'Halbzeit' },
  intros: { en: 'Two minutes.' },
  questions: [
    {
      id: 'mood',
      type: 'single',
      required: true,
      text: { en: 'How do you feel?', ar: 'كيف تشعر؟' },
      options: [
        { value: 'good', label: { en: 'Good' } },
        { value: 'bad', label: { en: 'Bad' } },
      ],
    },
  ],
};

const group = (name: RegExp | string) => screen.getByRole('group', { name });
const box = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });

// A questionnaire is some sixty boxes; happy-dom redraws them on each keystroke.
describe('the questionnaire editor', { timeout: 20_000 }, () => {
  test('shows every language side by side, marks what is missing, and previews in the chosen language', async () => {
    const { user } = renderPage(<QuestionnaireEditor survey={survey} />);
    const title = group('Title');
    expect(box(title, 'Title English')).toHaveValue('Halfway');
    expect(box(title, 'Title Deutsch')).toHaveValue('Halbzeit');
    const arabic = box(group(/^Question 1/), 'Question العربية');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveValue('كيف تشعر؟');
    expect(box(title, 'Title Français')).toHaveAccessibleDescription('missing');

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Halfway' })).toBeInTheDocument();
    await user.selectOptions(within(preview).getByLabelText('Preview language'), 'ar');
    expect(within(preview).getByRole('radiogroup', { name: 'كيف تشعر؟' })).toBeInTheDocument();
    // No Arabic title: the participant gets the English one.
    expect(within(preview).getByRole('heading', { name: 'Halfway' })).toBeInTheDocument();

    // The preview follows each keystroke.
    await user.type(box(title, 'Title العربية'), 'منتصف');
    expect(within(preview).getByRole('heading', { name: 'منتصف' })).toBeInTheDocument();
  });

  test('tells each problem beside its field, moves focus there, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderPage(<QuestionnaireEditor survey={survey} />);
    await user.click(screen.getByRole('button', { name: 'Add a free-text question' }));
    const added = group(/^Question 2/);
    // The new question's English text has the focus.
    expect(box(added, 'Question English')).toHaveFocus();
    await user.clear(within(added).getByLabelText('Longest answer (characters)'));
    await user.clear(within(group(/^Question 1/)).getByLabelText('Id'));
    await user.type(within(group(/^Question 1/)).getByLabelText('Id'), 'M');

    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    const id = within(group(/^Question 1/)).getByLabelText('Id');
    expect(id).toHaveFocus();
    expect(id).toHaveAccessibleDescription(/Use 1 to 64 lower-case letters \(a–z\), digits or _/);
    expect(box(added, 'Question English')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    expect(within(added).getByLabelText('Longest answer (characters)')).toHaveAccessibleDescription(
      'A whole number from 1 to 4000',
    );
    expect(screen.getByText(/Fields that need attention: 3\./)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    // Mending a field takes its message away at once.
    await user.type(within(added).getByLabelText('Longest answer (characters)'), '9');
    expect(screen.getByText(/Fields that need attention: 2\./)).toBeInTheDocument();
  });

  test('reorders and removes questions by keyboard, keeping the focus on what moved', async () => {
    const { user } = renderPage(<QuestionnaireEditor survey={survey} />);
    await user.click(screen.getByRole('button', { name: 'Add a 1–5 scale question' }));
    expect(group('Question 2 q2')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Move question 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(group('Question 1 q2')).toBeInTheDocument();
    // At the top, Up is disabled, so the focus went to its Down.
    expect(screen.getByRole('button', { name: 'Move question 1 down' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Duplicate question 1' }));
    expect(group('Question 2 q2_2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    expect(screen.queryByRole('group', { name: /^Question 3/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Questions' })).toHaveFocus();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  test('saves the form as the request the contract describes', async () => {
    const saved = { ...survey, version: 3 };
    const api = fakeApi({
      [on({
        ...callRoutes.adminSaveStudySurvey,
        path: apiPath(API.adminStudySurvey, { kind: 'mid' }),
      })]: {
        message: 'Questionnaire saved as version 3',
        data: { survey: saved },
      },
    });
    const { user } = renderPage(<QuestionnaireEditor survey={survey} />);
    await user.type(box(group('Title'), 'Title Español'), 'A mitad');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/admin/studies/1/study-surveys/mid',
      body: {
        titles: { en: 'Halfway', de: 'Halbzeit', es: 'A mitad' },
        intros: { en: 'Two minutes.' },
        questions: survey.questions,
      },
    });
  });
});
