/**
 * The stage picker's 12 presets ('Choose a stage', docs/product/interview-process.md#stage-picker): titles,
 * each with an emoji and a one-line subtitle. AI generation offers the same emojis.
 */
export const stagePresets = [
  { title: 'Vibe Check', emoji: '👋', subtitle: 'A relaxed chat to see whether working styles click' },
  {
    title: 'Competency Interview',
    emoji: '🧠',
    subtitle: 'Structured questions on past behaviour against the core competencies',
  },
  {
    title: 'Technical Interview',
    emoji: '💻',
    subtitle: 'Hands-on problem solving in the skills the role needs',
  },
  {
    title: 'Task / Case Study',
    emoji: '📝',
    subtitle: 'A realistic piece of work, done live or at home, then discussed',
  },
  { title: 'Panel Interview', emoji: '👥', subtitle: 'Several interviewers assess together in one sitting' },
  {
    title: 'Portfolio / Work Review',
    emoji: '🗂️',
    subtitle: 'The candidate walks through work they are proud of',
  },
  { title: 'Presentation', emoji: '🎤', subtitle: 'A prepared talk on a set topic, followed by questions' },
  {
    title: 'Hiring Manager Interview',
    emoji: '🧑‍💼',
    subtitle: 'The future manager tests scope, expectations and fit',
  },
  {
    title: 'Executive Interview',
    emoji: '🏛️',
    subtitle: 'A senior leader checks judgement and long-term alignment',
  },
  { title: 'Reference Call', emoji: '☎️', subtitle: 'Former colleagues confirm strengths and working style' },
  { title: 'Values Interview', emoji: '🌱', subtitle: "How the candidate's values meet the company's" },
  {
    title: 'Peer Interview',
    emoji: '🤜',
    subtitle: 'Future teammates see what working together would be like',
  },
] as const;
export type StagePreset = (typeof stagePresets)[number];

/** Emojis a generated step may use: the presets' and the fixed stages' plus a few general ones. */
export const stageEmojis = [...stagePresets.map((p) => p.emoji), '🧩', '🔍', '📊', '🛠️', '💬', '🎯'] as const;
