import { z } from 'zod';
import { ZOptionalFeedbackText, ZRating } from '@resona/contract';

/** The rating screens' form: the contract's rating and free-text rules. */
export const ZRatingForm = z.object({ rating: ZRating, feedback: ZOptionalFeedbackText });
export type RatingFormInput = z.input<typeof ZRatingForm>;
export type RatingFormOutput = z.output<typeof ZRatingForm>;
