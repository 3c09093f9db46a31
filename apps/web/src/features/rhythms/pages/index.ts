// My rhythms (issue 30): the list and the form, one chunk.
export { RhythmsPage } from '../list/rhythms-page.tsx';
export { RhythmFormPage } from '../form/rhythm-form-page.tsx';
