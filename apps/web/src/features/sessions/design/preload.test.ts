import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { selectionOf } from './design-cascade.ts';
import { designFromCache } from './design-sources.ts';
import { preloadSessionDesign } from './preload.ts';

type Saved = { goal: number; duration: number; narration: number; theme: number } | null;

const envelope = (data: unknown) => ({ status_code: 200, message: '', data });
const savedDefault = (saved: Saved) =>
  envelope({
    default: {
      goal_id: saved?.goal ?? null,
      duration_minute_id: saved?.duration ?? null,
      narration_id: saved?.narration ?? null,
      theme_id: saved?.theme ?? null,
      minute: null,
      experience_meta_id: null,
      age_group_id: null,
      gender_id: null,
      is_default: saved ? 1 : 0,
    },
  });

/** A server with goals 1 and 2, two durations, narrations and themes for any choice. */
function reply(url: URL, saved: Saved, goals: number[]) {
  if (url.pathname.endsWith('/get_default')) return savedDefault(saved);
  const output = url.searchParams.get('output');
  if (output === 'GOAL') {
    const goal_list = goals.map((goal_id) => ({
      goal_id,
      title: `goal ${goal_id}`,
      description: '',
      goal_video: null,
      goal_rating: null,
    }));
    return envelope({ output, goal_list });
  }
  if (output === 'TIME') {
    const duration_list = [5, 6].map((id) => ({ duration_minute_id: id, minute: id }));
    return envelope({ output, duration_list });
  }
  if (output === 'NARRATION') {
    const narration_list = [1, 2].map((id) => ({
      narrationID: id,
      title: `n${id}`,
      narration_style: 'voice',
    }));
    return envelope({ output, narration_list });
  }
  const theme_list = [3, 4].map((id) => ({ theme_id: id, title: `t${id}`, pacer_theme: 'ocean' }));
  return envelope({ output: 'THEME', theme_list });
}

/** Stubs fetch; the log says when each request went out and when its reply came back. */
function stubServer(saved: Saved, goals = [1, 2]) {
  const log: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://resona.test');
    const name = url.searchParams.get('output') ?? 'DEFAULT';
    const query = [...url.searchParams].filter(([k]) => k !== 'output').map(([, v]) => v);
    const label = [name, ...query].join(':');
    log.push(`ask ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.push(`got ${label}`);
    return new Response(JSON.stringify(reply(url, saved, goals)), { status: 200 });
  });
  return log;
}

const asked = (log: string[]) => log.filter((l) => l.startsWith('ask ')).map((l) => l.slice(4));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preloadSessionDesign', () => {
  test('a saved default: its lists are asked for together, and the screen is whole from the cache', async () => {
    const log = stubServer({ goal: 2, duration: 5, narration: 1, theme: 4 });
    const queryClient = new QueryClient();
    await preloadSessionDesign(queryClient, 'en', 7);

    // Two rounds: default, goals and themes; then the default's durations, narrations, themes.
    expect(log.slice(0, 3).every((l) => l.startsWith('ask '))).toBe(true);
    expect(asked(log)).toEqual([
      'DEFAULT',
      'GOAL',
      'THEME',
      'TIME:2',
      'NARRATION:2:5',
      'THEME:2:5:1',
    ]);
    expect(log.slice(6, 9).every((l) => l.startsWith('ask '))).toBe(true);
    const state = designFromCache(queryClient, 'en', 7);
    expect(selectionOf(state)).toEqual({ goal: 2, duration: 5, narration: 1, theme: 4 });
  });

  test('nothing saved, several goals: goals and themes only', async () => {
    const log = stubServer(null);
    const queryClient = new QueryClient();
    await preloadSessionDesign(queryClient, 'en', 7);
    expect(asked(log)).toEqual(['DEFAULT', 'GOAL', 'THEME']);
    const state = designFromCache(queryClient, 'en', 7);
    expect(state.levels.goal.options).toEqual([1, 2]);
    expect(state.levels.theme.value).toBe(3);
  });

  test('an only goal is chosen for the user, so its durations are fetched too', async () => {
    const log = stubServer(null, [1]);
    const queryClient = new QueryClient();
    await preloadSessionDesign(queryClient, 'en', 7);
    expect(asked(log)).toEqual(['DEFAULT', 'GOAL', 'THEME', 'TIME:1', 'THEME:1']);
    expect(designFromCache(queryClient, 'en', 7).levels.duration.options).toEqual([5, 6]);
  });

  test('a failing server leaves the lists to the page and does not throw', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    const queryClient = new QueryClient();
    await expect(preloadSessionDesign(queryClient, 'en', 7)).resolves.toBeUndefined();
    expect(designFromCache(queryClient, 'en', 7).levels.goal.options).toBeNull();
  });
});
