import {
  Box,
  Button,
  Divider,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { CONTRACT_CALLS } from '../contractCalls';
import type { DemoInboxMessage } from '../DemoInbox';
import type { FakeBackend } from '../FakeBackend';
import type { Scenarios } from '../Scenarios';
import type { TelemetryRecord } from '../TelemetryRecord';
import type { DemoToolsPanelProps } from './DemoBar';

const VISIBLE_MESSAGES = 8;
const VISIBLE_TELEMETRY = 8;

/**
 * The demo tools: the codes the fake back end "sent", the telemetry it received, the QA scenarios, the live socket and
 * a reset. Opened from the demo tools bar (DemoBar), over the app; Close and Escape (the bar's) close it.
 */
export function DemoToolsPanel({ backend, id, onClose, reload = () => window.location.reload() }: DemoToolsPanelProps & { reload?: () => void }) {
  const headingId = useId();
  const messages = useSyncExternalStore(backend.inbox.subscribe, backend.inbox.list, backend.inbox.list);
  return (
    <Paper
      id={id}
      role="region"
      aria-labelledby={headingId}
      elevation={8}
      // The window's height but the bar's band and a margin above and below.
      sx={{ maxHeight: 'min(calc(100vh - 60px), 620px)', overflowY: 'auto', p: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          Demo tools
        </Typography>
        <Button size="small" onClick={onClose}>
          Close
        </Button>
      </Stack>
      <InboxSection messages={messages} onClear={() => backend.inbox.clear()} />
      <Divider sx={{ my: 2 }} />
      <TelemetrySection backend={backend} />
      <Divider sx={{ my: 2 }} />
      <ScenarioSection backend={backend} />
      <Divider sx={{ my: 2 }} />
      <LiveSection backend={backend} />
      <Divider sx={{ my: 2 }} />
      <ResetSection backend={backend} reload={reload} />
    </Paper>
  );
}

/** A list's heading, with its clear button while there is something to clear. */
function ListHeading({ id, title, clearLabel, onClear }: { id: string; title: string; clearLabel: string; onClear: (() => void) | null }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {onClear && (
        <Button size="small" onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </Stack>
  );
}

function InboxSection({ messages, onClear }: { messages: readonly DemoInboxMessage[]; onClear: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <ListHeading id={headingId} title="Demo inbox" clearLabel="Clear inbox" onClear={messages.length > 0 ? onClear : null} />
      {messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Codes sent by text message or e-mail appear here, newest first.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {messages.slice(0, VISIBLE_MESSAGES).map((message) => (
            <InboxMessage key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </section>
  );
}

function InboxMessage({ message }: { message: DemoInboxMessage }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.code);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context, permissions): the code stays visible to copy by hand.
    }
  };
  const channel = message.channel === 'sms' ? 'Text message' : 'E-mail';
  const time = timeOf(message.createdAt);
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Typography variant="caption" component="p" color="text.secondary">
        {channel} to {message.to} · {time}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography
          component="p"
          sx={{ fontFamily: 'monospace', fontSize: 28, fontWeight: 700, letterSpacing: 4, wordBreak: 'break-all' }}
        >
          {message.code}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void copy()} aria-label={`Copy code ${message.code}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {message.text}
      </Typography>
    </Box>
  );
}

function TelemetrySection({ backend }: { backend: FakeBackend }) {
  const headingId = useId();
  const events = useSyncExternalStore(backend.telemetry.subscribe, backend.telemetry.list, backend.telemetry.list);
  return (
    <section aria-labelledby={headingId}>
      <ListHeading id={headingId} title="Telemetry received" clearLabel="Clear telemetry" onClear={events.length > 0 ? () => backend.telemetry.clear() : null} />
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Errors and web vitals the app reports (with the performance cookies accepted) and CSP violations appear here, newest first.
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {events.slice(0, VISIBLE_TELEMETRY).map((event) => (
            <Box component="li" key={event.id} sx={{ borderLeft: 3, borderColor: event.kind === 'vital' ? 'info.main' : 'error.main', pl: 1 }}>
              <Typography variant="caption" component="p" color="text.secondary">
                {TELEMETRY_KINDS[event.kind]} · {event.path} · {timeOf(event.receivedAt)}
              </Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {telemetrySummary(event)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </section>
  );
}

const TELEMETRY_KINDS: Record<TelemetryRecord['kind'], string> = { error: 'Error', vital: 'Web vital', csp: 'CSP violation' };

function telemetrySummary(event: TelemetryRecord): string {
  switch (event.kind) {
    case 'error':
      return event.message;
    case 'vital':
      return `${event.name} ${event.name === 'CLS' ? event.value.toFixed(3) : `${Math.round(event.value)} ms`} (${event.rating})`;
    case 'csp':
      return `${event.directive} blocked ${event.blocked}${event.sample ? `: ${event.sample}` : ''}`;
  }
}

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

function ScenarioSection({ backend }: { backend: FakeBackend }) {
  const headingId = useId();
  const scenarios = useSyncExternalStore(backend.scenarios.subscribe, () => backend.scenarios.get(), () => backend.scenarios.get());
  const set = (patch: Partial<Scenarios>) => backend.scenarios.set(patch);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Scenarios
      </Typography>
      <Stack spacing={1.5}>
        <CountField
          label="Sign-in keeps synchronizing (times)"
          value={scenarios.signInSynchronizingTimes}
          onChange={(signInSynchronizingTimes) => set({ signInSynchronizingTimes })}
        />
        <CountField label="401 storm: next queries refused" value={scenarios.unauthorizedStorm} onChange={(unauthorizedStorm) => set({ unauthorizedStorm })} />
        <CountField
          label={scenarios.slowCall ? 'Latency of the slow call (ms)' : 'Latency of every answer (ms)'}
          value={scenarios.latencyMs}
          step={100}
          onChange={(latencyMs) => set({ latencyMs })}
        />
        <CallPicker label="Only this call is slow" none="Every call" value={scenarios.slowCall} onChange={(slowCall) => set({ slowCall })} />
        <CallPicker label="Call that fails with 500" none="None" value={scenarios.failingCall} onChange={(failingCall) => set({ failingCall })} />
        <ScenarioSwitch label="Sign-up exchange never completes" checked={scenarios.exchangeNeverCompletes} onChange={(exchangeNeverCompletes) => set({ exchangeNeverCompletes })} />
        <ScenarioSwitch label="Reject every code" checked={scenarios.wrongCode} onChange={(wrongCode) => set({ wrongCode })} />
        <ScenarioSwitch label="Decline every card" checked={scenarios.declineCard} onChange={(declineCard) => set({ declineCard })} />
        <ScenarioSwitch label="Networks answer hostile URLs (javascript: SSO, logo, covers)" checked={scenarios.hostileUrls} onChange={(hostileUrls) => set({ hostileUrls })} />
        <TextField
          label="Every network's Google tag (G-…)"
          size="small"
          value={scenarios.analyticsTag ?? ''}
          onChange={(event) => set({ analyticsTag: event.target.value.trim() || null })}
        />
        <Button size="small" onClick={() => backend.scenarios.reset()} sx={{ alignSelf: 'flex-start' }}>
          Switch all scenarios off
        </Button>
      </Stack>
    </section>
  );
}

/**
 * The live socket (api-contract.md Live events) as the app sees it: dropped, refused (three refused opens in a row
 * and the app falls back to polling), told to reset; and other members acting on their own, so events arrive.
 */
function LiveSection({ backend }: { backend: FakeBackend }) {
  const headingId = useId();
  const live = backend.live;
  const status = useSyncExternalStore(live.subscribe, live.status, live.status);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Live socket
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {status.sockets === 1 ? '1 socket open' : `${status.sockets} sockets open`}
      </Typography>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => live.dropAll()}>
            Drop every socket
          </Button>
          <Button size="small" variant="outlined" onClick={() => live.resetAll()}>
            Send reset to every socket
          </Button>
        </Stack>
        <CountField label="Refuse the next socket opens" value={status.refusing} onChange={(count) => live.refuseNext(count)} />
        <ScenarioSwitch
          label="Simulate activity: other members post a message, a comment and a notification every few seconds"
          checked={status.simulating}
          onChange={(on) => live.simulateActivity(on)}
        />
      </Stack>
    </section>
  );
}

/** A count of a scenario (times, calls, milliseconds): a whole number, never below 0. */
function CountField({ label, value, step, onChange }: { label: string; value: number; step?: number; onChange: (count: number) => void }) {
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      value={value}
      onChange={(event) => onChange(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
      slotProps={{ htmlInput: { min: 0, step, inputMode: 'numeric' } }}
    />
  );
}

function ScenarioSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />} label={label} />;
}

function ResetSection({ backend, reload }: { backend: FakeBackend; reload: () => void }) {
  const reset = () => {
    if (!window.confirm('Reset all demo data? Accounts, contents, codes and scenarios go back to the seed, and the page reloads.')) return;
    backend.reset();
    // The app still holds tokens and caches of the old data: start it again from scratch.
    reload();
  };
  return (
    <Button color="error" variant="outlined" onClick={reset} fullWidth>
      Reset demo data
    </Button>
  );
}

/** One of the contract's calls, or none: which call a scenario is about. */
function CallPicker({ label, none, value, onChange }: { label: string; none: string; value: string | null; onChange: (call: string | null) => void }) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{none}</option>
      {CONTRACT_CALLS.map((call) => (
        <option key={call} value={call}>
          {call}
        </option>
      ))}
    </TextField>
  );
}
