import { answerItems, descriptionToText, roleRubricBands } from '@rw/core';
import type { ChatRequestContext } from './task-replies.js';

/*
 * The mock's answers to the Role Builder's prompts (role-description.prompt.ts, role-criteria.prompt.ts),
 * built from what they were sent: a job description in the prompt's sections from the ten answers, and
 * criteria from the description's requirements with a description per rubric band.
 */

function lastUser(ctx: ChatRequestContext): string {
  return [...ctx.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
}

function tagged(text: string, tag: string): string {
  return new RegExp(`<${tag}>\\n?([\\s\\S]*?)\\n?</${tag}>`).exec(text)?.[1]?.trim() ?? '';
}

/** The answer inside a question's tag (its first line is the question), '' when not answered. */
function answer(user: string, id: string): string {
  const body = tagged(user, id).split('\n').slice(1).join('\n').trim();
  return body === 'not answered' ? '' : body;
}

const sentence = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t && !/[.!?]$/.test(t) ? `${t}.` : t;
};

/** A Role Builder job description in the prompt's five sections, from the answers it was sent. */
export function roleDescriptionFromPrompt(ctx: ChatRequestContext): string {
  const user = lastUser(ctx);
  const title = /Job title: (.+)/.exec(user)?.[1]?.trim() ?? 'this role';
  const company = /Company: (.+)/.exec(user)?.[1]?.trim() ?? 'the company';
  const why = answer(user, 'q1');
  const success = answer(user, 'q2');
  const items = (id: string, fallback: string[]) => {
    const list = answerItems(answer(user, id));
    return list.length > 0 ? list : fallback;
  };
  const benefits = tagged(user, 'company_benefits')
    .split('\n')
    .map((b) => b.trim())
    .filter((b) => b && b !== 'none listed');
  return descriptionToText({
    role_mission: [
      `As ${title} at ${company}, you will make a visible difference from your first month.`,
      why ? sentence(why) : '',
      success
        ? `Within a year, success means: ${sentence(success).replace(/^./, (c) => c.toLowerCase())}`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    responsibilities: items('q4', [
      'Deliver the core work of the team',
      'Work closely with colleagues across the company',
      'Share what you learn with the team',
    ]).map(sentence),
    requirements: items('q5', [
      'Relevant experience in a similar role',
      'Clear written and spoken communication',
      'Care for quality',
    ]).map((r) => `Experience with ${r}`),
    nice_to_have: items('q6', ['Experience in a growing company']).map(sentence),
    benefits: benefits.length > 0 ? benefits : items('q10', ['Flexible working']).map(sentence),
  });
}

/** 3-5 criteria from the requirements (then responsibilities, then general ones), a description per band. */
export function roleCriteriaFromPrompt(ctx: ChatRequestContext) {
  const user = lastUser(ctx);
  const lines = (tag: string) =>
    tagged(user, tag)
      .split('\n')
      .map((l) => l.replace(/^-\s*/, '').trim())
      .filter((l) => l && l !== 'none');
  const sources = [
    ...lines('requirements'),
    ...lines('responsibilities'),
    'Clear communication',
    'Ownership of outcomes',
  ];
  const titles = [...new Set(sources.map((s) => s.replace(/^Experience with /i, '').slice(0, 120)))].slice(
    0,
    5,
  );
  return {
    criteria: titles.map((title, i) => ({
      title,
      description: `Evidence of ${title.toLowerCase()} in past work and in how the candidate talks about it.`,
      evidence: i % 3 === 0 ? 'both' : i % 3 === 1 ? 'cv' : 'interview',
      bands: roleRubricBands.map((b) => `${b.label} evidence of ${title.toLowerCase()}`),
    })),
  };
}
