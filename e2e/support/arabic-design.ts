import ar from '../../apps/web/src/i18n/locales/ar/index.ts';
import type { Design } from './session-journeys.ts';

/** The design the Arabic journeys choose: stress resilience, 5 minutes, no narration, dawn. */
export const ARABIC_DESIGN: Design = {
  goal: 'المرونة في مواجهة التوتر',
  time: ar.session.minutes.replace('{{value}}', '5'),
  narration: 'بدون تعليق صوتي',
  theme: 'الفجر',
};
