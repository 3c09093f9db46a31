/**
 * The session design cascade of spec §4 as a pure reducer: goal → duration → narration, plus the
 * theme. Choosing a goal clears the later choices; each level's options arrive from the server
 * (search TIME / NARRATION / THEME) for the choices above it; an option is pre-selected when it is
 * the current one, else the preferred one (saved default, a design to duplicate, or the user's
 * last pick) when still offered, else the only one. The theme is always pre-selected (else the
 * first), as the server's get_default does.
 */

export const LEVELS = ['goal', 'duration', 'narration', 'theme'] as const;
export type Level = (typeof LEVELS)[number];

export interface LevelState {
  /** Ids offered, or null until they have loaded for the choices above. */
  options: readonly number[] | null;
  value: number | null;
}

export type Selection = Record<Level, number | null>;

export interface DesignState {
  levels: Record<Level, LevelState>;
  /** What to pre-select when it is offered. */
  preferred: Selection;
  /** Start was pressed without goal, duration and narration: show 'Please select above information'. */
  showRequired: boolean;
}

export type DesignAction =
  | { type: 'preferred'; selection: Partial<Selection>; override?: boolean }
  | { type: 'options'; level: Level; key: string; ids: readonly number[] }
  | { type: 'choose'; level: Level; id: number }
  | { type: 'start' };

const EMPTY: LevelState = { options: null, value: null };

export function initialDesign(preferred: Partial<Selection> = {}): DesignState {
  return {
    levels: { goal: EMPTY, duration: EMPTY, narration: EMPTY, theme: EMPTY },
    preferred: { goal: null, duration: null, narration: null, theme: null, ...preferred },
    showRequired: false,
  };
}

/**
 * The query key a level's options depend on: the choices above it. Null while a level cannot be
 * asked for yet (durations need a goal; narrations need a goal and a duration). Themes narrow by
 * whatever is chosen, so they can always be asked for.
 */
export function optionsKey(state: DesignState, level: Level): string | null {
  const { goal, duration, narration } = state.levels;
  switch (level) {
    case 'goal':
      return 'goals';
    case 'duration':
      return goal.value === null ? null : `g${goal.value}`;
    case 'narration':
      return goal.value === null || duration.value === null
        ? null
        : `g${goal.value}d${duration.value}`;
    case 'theme':
      return `g${goal.value ?? '-'}d${duration.value ?? '-'}n${narration.value ?? '-'}`;
  }
}

/** Current if still offered, else preferred if offered, else the only option (theme: the first). */
export function pickOption(
  level: Level,
  options: readonly number[],
  current: number | null,
  preferred: number | null,
): number | null {
  if (current !== null && options.includes(current)) return current;
  if (preferred !== null && options.includes(preferred)) return preferred;
  if (options.length === 1 || level === 'theme') return options[0] ?? null;
  return null;
}

/** Levels after `level` whose options depend on it. */
function laterLevels(level: Level): Level[] {
  return LEVELS.slice(LEVELS.indexOf(level) + 1);
}

/**
 * A new value at `level` invalidates the levels below: their options reload for it. Duration and
 * narration lose their value (spec §4: "clears later choices"); the theme keeps its value until
 * its new options arrive, so the picture does not flicker, and keeps it if still offered.
 */
function clearAfter(levels: DesignState['levels'], level: Level): DesignState['levels'] {
  const next = { ...levels };
  for (const later of laterLevels(level)) {
    next[later] = later === 'theme' ? { options: null, value: levels.theme.value } : EMPTY;
  }
  return next;
}

function setValue(state: DesignState, level: Level, value: number | null): DesignState {
  if (state.levels[level].value === value) return state;
  const levels = clearAfter(state.levels, level);
  levels[level] = { ...state.levels[level], value };
  return { ...state, levels };
}

export function designReducer(state: DesignState, action: DesignAction): DesignState {
  switch (action.type) {
    case 'preferred': {
      // A value the user chose (or an earlier preference picked) stays, and so does its
      // preference, unless overriding; a value picked only because it was the single or the first
      // option (the theme) gives way, since saved defaults may arrive after the options.
      const isPicked = (level: Level) => {
        const { value } = state.levels[level];
        return value !== null && value === state.preferred[level] && !action.override;
      };
      const preferred = { ...state.preferred };
      for (const level of LEVELS) {
        const wanted = action.selection[level];
        if (wanted !== undefined && !isPicked(level)) preferred[level] = wanted;
      }
      let next: DesignState = { ...state, preferred };
      // Apply to the levels already loaded, top down; a cleared level reloads and picks later.
      for (const level of LEVELS) {
        const { options, value } = next.levels[level];
        if (!options || isPicked(level)) continue;
        const wanted = preferred[level];
        if (wanted !== null && wanted !== value && options.includes(wanted)) {
          next = setValue(next, level, wanted);
        }
      }
      return next;
    }
    case 'options': {
      if (optionsKey(state, action.level) !== action.key) return state; // a stale reply
      const current = state.levels[action.level];
      const wanted = state.preferred[action.level];
      // The current value is kept unless it was only a fallback and the preference is offered.
      const keep =
        current.value === wanted || wanted === null || !action.ids.includes(wanted)
          ? current.value
          : null;
      const value = pickOption(action.level, action.ids, keep, wanted);
      const withOptions: DesignState = {
        ...state,
        levels: { ...state.levels, [action.level]: { options: action.ids, value: current.value } },
      };
      return setValue(withOptions, action.level, value);
    }
    case 'choose': {
      const options = state.levels[action.level].options;
      if (!options?.includes(action.id)) return state;
      const next = setValue(state, action.level, action.id);
      return {
        ...next,
        preferred: { ...next.preferred, [action.level]: action.id },
        showRequired: false,
      };
    }
    case 'start':
      return { ...state, showRequired: !canStart(state) };
  }
}

/** Spec §4: Start needs a duration and a narration (and so a goal). */
export function canStart(state: DesignState): boolean {
  const { goal, duration, narration } = state.levels;
  return goal.value !== null && duration.value !== null && narration.value !== null;
}

export function selectionOf(state: DesignState): Selection {
  return {
    goal: state.levels.goal.value,
    duration: state.levels.duration.value,
    narration: state.levels.narration.value,
    theme: state.levels.theme.value,
  };
}

/** A level's options for the choices in `state`, when they are at hand (a cache), else undefined. */
export type OptionsLookup = (level: Level, state: DesignState) => readonly number[] | undefined;

/**
 * Feeds every level whose options `lookup` already has, top down, as their replies would: the
 * state the page reaches once those replies are in, so it can be drawn at once instead of
 * filling in (and shifting) reply by reply. A level fed can clear only the levels below it, so
 * this ends.
 */
export function feedKnownOptions(state: DesignState, lookup: OptionsLookup): DesignState {
  let next = state;
  for (let fed = true; fed;) {
    fed = false;
    for (const level of LEVELS) {
      const key = optionsKey(next, level);
      if (key === null || next.levels[level].options !== null) continue;
      const ids = lookup(level, next);
      if (!ids) continue;
      next = designReducer(next, { type: 'options', level, key, ids });
      fed = true;
    }
  }
  return next;
}

/** The levels that can be asked for now but have no options yet. */
export function missingLevels(state: DesignState): Level[] {
  return LEVELS.filter(
    (level) => optionsKey(state, level) !== null && state.levels[level].options === null,
  );
}
