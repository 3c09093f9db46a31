// What other features may use of onboarding; anything else in this folder is its own.
export { effectiveSpeed } from './calibration/service.ts';
export {
  ProviderError,
  createPaymentProviders,
  type PaymentProviders,
} from './payments/provider.ts';
export {
  experienceExists,
  findAgeGroup,
  findSurveyLists,
  genderExists,
  updateUser,
} from './survey/queries.ts';
