import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from '#/lib/storage';

/** Length of the click in seconds (about 40 ms, docs/product/shell.md#theme-and-sound). */
const CLICK_SECONDS = 0.04;

type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | null = null;
let enabled = readStorage(storageKeys.soundEnabled) !== 'false';
const listeners = new Set<() => void>();

function audioContextConstructor(): AudioContextConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const legacy = (window as Window & { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  return window.AudioContext ?? legacy;
}

/**
 * Plays a short click generated with a Web Audio oscillator (no sound file). Does nothing when sound is
 * muted or the browser has no Web Audio; never throws.
 */
export function playClick(): void {
  if (!enabled) return;
  try {
    const Ctor = audioContextConstructor();
    if (!Ctor) return;
    context ??= new Ctor();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, now);
    oscillator.frequency.exponentialRampToValueAtTime(440, now + CLICK_SECONDS);
    gain.gain.setValueAtTime(0.06, now);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + CLICK_SECONDS);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(now);
    oscillator.stop(now + CLICK_SECONDS);
  } catch {
    // Audio is a nicety: autoplay policies or missing devices must never break a button.
  }
}

/** Whether the click sound is on (default on; remembered in local storage). */
export function isSoundEnabled(): boolean {
  return enabled;
}

export function setSoundEnabled(value: boolean): void {
  enabled = value;
  writeStorage(storageKeys.soundEnabled, String(value));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React view of the sound switch: `[enabled, setEnabled]`. */
export function useSoundEnabled(): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, isSoundEnabled, isSoundEnabled);
  return [value, setSoundEnabled];
}

/** True when a click landed on a button-like element, which is what makes the click sound. */
export function isButtonPress(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, [role="button"]') !== null;
}
