import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey, TSessionLength } from '@resona/contract';
import { TextField } from '../../../components/text-field.tsx';
import { OptionGroup } from '../components/option-group.tsx';
import { loadSessionLength, sessionLengthSchema } from './session-length-schema.ts';

/**
 * How long a session lasts (issue 30): as the design's time says (the default, as sessions
 * always were), a number of breaths, or until the person stops.
 */
const KINDS = ['time', 'breaths', 'open'] as const;
type LengthKind = (typeof KINDS)[number];

const LABELS = {
  time: 'session.lengthAsTime',
  breaths: 'session.lengthBreaths',
  open: 'session.lengthOpen',
} as const satisfies Record<LengthKind, string>;

/**
 * A length to start with, the message that says why the breaths typed cannot be one, or, for a
 * number of breaths while the contract's rule for it loads, nothing yet.
 */
export type LengthReading =
  { length: TSessionLength | null } | { error: MessageKey } | { checking: true };

export function readLength(kind: LengthKind, breaths: string): LengthReading {
  if (kind === 'time') return { length: null };
  if (kind === 'open') return { length: { kind: 'open' } };
  const schema = sessionLengthSchema();
  if (!schema) return { checking: true };
  const typed = breaths.trim() === '' ? Number.NaN : Number(breaths);
  const parsed = schema.safeParse({ kind: 'breaths', breaths: typed });
  if (parsed.success) return { length: parsed.data };
  return { error: (parsed.error.issues[0]?.message ?? 'sessionBreathsRange') as MessageKey };
}

export function useLengthChoice() {
  const [kind, setKindState] = useState<LengthKind>('time');
  const [breaths, setBreaths] = useState('30');
  // Drawn again once the rule for a number of breaths is in.
  const [, setRuleLoaded] = useState(false);
  const loadRule = async () => {
    await loadSessionLength();
    setRuleLoaded(true);
  };
  const setKind = (next: LengthKind) => {
    setKindState(next);
    if (next === 'breaths') void loadRule().catch(() => undefined);
  };
  /** What Start goes with: the breaths typed are checked once their rule has loaded. */
  const settle = async (): Promise<LengthReading> => {
    if (kind === 'breaths') await loadRule();
    return readLength(kind, breaths);
  };
  return { kind, setKind, breaths, setBreaths, reading: readLength(kind, breaths), settle };
}

export function LengthChoice({ choice }: { choice: ReturnType<typeof useLengthChoice> }) {
  const { t } = useTranslation();
  const { kind, setKind, breaths, setBreaths, reading } = choice;
  return (
    <OptionGroup
      title={t('session.length')}
      options={KINDS.map((k, id) => ({ id, label: t(LABELS[k]) }))}
      value={KINDS.indexOf(kind)}
      onChoose={(id) => setKind(KINDS[id] ?? 'time')}
      placeholder={null}
    >
      {kind === 'breaths' ? (
        <TextField
          label={t('session.breathCount')}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          value={breaths}
          onChange={(event) => setBreaths(event.target.value)}
          error={'error' in reading ? t(reading.error, { ns: 'msg' }) : undefined}
        />
      ) : null}
    </OptionGroup>
  );
}
