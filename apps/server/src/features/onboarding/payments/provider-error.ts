/** Raised when the provider's API fails or answers unexpectedly. */
export class ProviderError extends Error {}
