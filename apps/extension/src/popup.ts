import { formatProfileDate } from '@rw/core';
import { type ParseAnswer, type SaveAnswer, saveParse, sendPage } from './api.js';
import { readPage, targetTabId } from './read-page.js';
import { loadSettings, type Settings } from './settings.js';

/*
 * The popup (docs/product/content-extractor.md#sending): 'Send to Recruiting Workspace' reads the active tab's
 * visible text and address, posts them to the LinkedIn Parser, shows the parsed profile, and 'Save as
 * candidate' saves it.
 */

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const sendButton = $<HTMLButtonElement>('send');
const saveButton = $<HTMLButtonElement>('save');
const status = $('status');
const saved = $('saved');

function say(el: HTMLElement, text: string, kind: 'error' | 'ok' | '' = '') {
  el.textContent = text;
  el.className = kind;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** 'Jan 2020 – Present' from the profile's dates. */
function period(start: string | null, end: string | null, current: boolean): string {
  const from = start ? formatProfileDate(start) : '';
  const to = current ? 'Present' : end ? formatProfileDate(end) : '';
  return from || to ? `${from} – ${to}` : '';
}

function showProfile(parse: ParseAnswer) {
  const { basics, work } = parse.profile;
  $('profile-name').textContent = basics.name ?? 'Unnamed profile';
  $('profile-headline').textContent = [basics.label, basics.location].filter(Boolean).join(' · ');
  const contact = $('profile-contact');
  contact.replaceChildren();
  const rows: [string, string | null][] = [
    ['E-mail', basics.email],
    ['Phone', basics.phone],
    ['LinkedIn', basics.linkedin_url],
    ['Website', basics.url],
  ];
  for (const [label, value] of rows) {
    if (!value) continue;
    const dt = document.createElement('dt');
    dt.textContent = label;
    const dd = document.createElement('dd');
    dd.textContent = value;
    contact.append(dt, dd);
  }
  const list = $('profile-work');
  list.replaceChildren(
    ...work.slice(0, 6).map((w) => {
      const li = document.createElement('li');
      const role = [w.position, w.name].filter(Boolean).join(' at ');
      const when = period(w.startDate, w.endDate, w.current);
      li.textContent = when ? `${role} (${when})` : role;
      return li;
    }),
  );
  if (work.length === 0)
    list.replaceChildren(Object.assign(document.createElement('li'), { textContent: 'None found' }));
  say(saved, '');
  saveButton.disabled = false;
  $('profile').hidden = false;
}

async function main() {
  const settings: Settings | null = await loadSettings();
  if (!settings) {
    $('not-configured').hidden = false;
    sendButton.disabled = true;
    return;
  }
  let parse: ParseAnswer | null = null;

  sendButton.addEventListener('click', async () => {
    sendButton.disabled = true;
    $('profile').hidden = true;
    say(status, 'Reading the page…');
    try {
      const page = await readPage(await targetTabId(location.search));
      say(status, 'Sending to Recruiting Workspace…');
      parse = await sendPage(settings, page);
      say(status, 'Parsed. Check the profile, then save it.', 'ok');
      showProfile(parse);
    } catch (err) {
      say(status, messageOf(err), 'error');
    } finally {
      sendButton.disabled = false;
    }
  });

  /** Shows what saving did: the candidate's link, or the name + phone question with its two answers. */
  const showSaved = (result: SaveAnswer) => {
    if (result.status === 'confirm') {
      saved.replaceChildren(`${result.message} `);
      saved.className = '';
      for (const [label, same] of [
        ['Same person', true],
        ['Not the same person', false],
      ] as const) {
        const answer = Object.assign(document.createElement('button'), {
          type: 'button',
          textContent: label,
        });
        answer.addEventListener('click', () => void save(same));
        saved.append(answer, ' ');
      }
      return;
    }
    saved.replaceChildren(`${result.message} `);
    saved.className = 'ok';
    saved.append(
      Object.assign(document.createElement('a'), {
        href: `${settings.serverUrl}/candidates/${encodeURIComponent(result.candidate_id)}`,
        target: '_blank',
        textContent: 'Open in Recruiting Workspace',
      }),
    );
  };

  const save = async (samePerson?: boolean) => {
    if (!parse) return;
    saveButton.disabled = true;
    say(saved, 'Saving…');
    try {
      showSaved(await saveParse(settings, parse.id, samePerson));
    } catch (err) {
      saveButton.disabled = false;
      say(saved, messageOf(err), 'error');
    }
  };
  saveButton.addEventListener('click', () => void save());
}

void main();
