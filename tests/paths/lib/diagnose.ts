import type { Page } from '@playwright/test';
import { LIVE_CHANNEL } from '../../../src/features/devtools/viewer/live-protocol';

// What a failed path adds to its error: the states the site's charts are really in (asked over the statechart
// viewer's live channel, as the viewer asks), the calls held at the gate, and the alerts and statuses on screen. CI
// keeps no trace (playwright.config.ts), so a rare failure must explain itself in its message: "the chart is in
// `entering` and the page says the code is wrong" is a different bug from "the chart is in `changing` and the address
// stayed".

/** A few lines describing the page's charts and messages; never throws (the page may be gone). */
export async function diagnose(page: Page): Promise<string> {
  try {
    const seen = await page.evaluate(async (channelName) => {
      const states: string[] = [];
      if (typeof BroadcastChannel !== 'undefined') {
        const channel = new BroadcastChannel(channelName);
        channel.onmessage = (event: MessageEvent) => {
          const m = event.data as { type?: string; machineId?: string; actorId?: string; value?: unknown; status?: string };
          if (m.type === 'snapshot') states.push(`${m.machineId} (${m.actorId}, ${m.status}): ${JSON.stringify(m.value)}`);
        };
        channel.postMessage({ type: 'hello' });
        await new Promise((resolve) => setTimeout(resolve, 300));
        channel.close();
      }
      const held = window.__pathGate?.held.map((call) => `${call.chart}.${call.actor}`) ?? [];
      const messages = [...document.querySelectorAll('[role="alert"], [role="status"]')]
        .map((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '')
        .filter(Boolean);
      return { states, held, messages, url: location.href };
    }, LIVE_CHANNEL);
    return [
      `Page: ${seen.url}`,
      `Charts: ${seen.states.length ? seen.states.join(' | ') : '(none answered)'}`,
      `Held at the gate: ${seen.held.join(', ') || 'none'}`,
      `Alerts and statuses: ${seen.messages.map((m) => JSON.stringify(m)).join(', ') || 'none'}`,
    ].join('\n');
  } catch (error) {
    return `(no diagnosis: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}
