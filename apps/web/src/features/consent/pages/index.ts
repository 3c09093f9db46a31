// The study's consent pages the router loads (decision 082): the gate and the person's study page.
export { ConsentPage } from './consent-page.tsx';
export { StudyPage } from './study-page.tsx';
