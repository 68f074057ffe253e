/**
 * Saved custom prompts, kept in this browser's local storage under 'savedPrompts' (spec 1 §3): a name,
 * the custom prompt text and the prompt style it was written for. Unreadable entries are skipped, so a
 * damaged value never breaks the wizard.
 */
import { DEFAULT_PROMPT_STYLE, type PromptStyle, promptStyles } from '@ads-creative/contracts/ai';
import { useCallback, useSyncExternalStore } from 'react';
import { randomId } from '../../lib/random-id.ts';

export const SAVED_PROMPTS_STORAGE_KEY = 'savedPrompts';
export const SAVED_PROMPTS_LIMIT = 50;

export interface SavedPrompt {
  id: string;
  name: string;
  prompt: string;
  style: PromptStyle;
  savedAt: string;
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: SavedPrompt[] } | null = null;

function parse(raw: string | null): SavedPrompt[] {
  try {
    const data: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(data)) return [];
    return data.flatMap((item, i): SavedPrompt[] => {
      // An older or hand-written list of plain strings still loads.
      if (typeof item === 'string')
        return item.trim() ? [{ id: `p${i}`, name: item.slice(0, 40), prompt: item, style: DEFAULT_PROMPT_STYLE, savedAt: '' }] : [];
      if (!item || typeof item !== 'object' || typeof item.prompt !== 'string') return [];
      const style = (promptStyles as readonly string[]).includes(item.style) ? (item.style as PromptStyle) : DEFAULT_PROMPT_STYLE;
      return [
        {
          id: typeof item.id === 'string' ? item.id : `p${i}`,
          name: typeof item.name === 'string' && item.name.trim() ? item.name : item.prompt.slice(0, 40),
          prompt: item.prompt,
          style,
          savedAt: typeof item.savedAt === 'string' ? item.savedAt : '',
        },
      ];
    });
  } catch {
    return [];
  }
}

function read(): SavedPrompt[] {
  const raw = localStorage.getItem(SAVED_PROMPTS_STORAGE_KEY);
  if (!cache || cache.raw !== raw) cache = { raw, list: parse(raw) };
  return cache.list;
}

function write(list: SavedPrompt[]) {
  try {
    localStorage.setItem(SAVED_PROMPTS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full or disabled: nothing to keep
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SAVED_PROMPTS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const savedPromptStore = {
  list: read,
  /** Saving under a name that exists replaces that entry; newest first. */
  save(name: string, prompt: string, style: PromptStyle): SavedPrompt {
    const entry: SavedPrompt = { id: randomId(), name: name.trim(), prompt, style, savedAt: new Date().toISOString() };
    write([entry, ...read().filter((p) => p.name !== entry.name)].slice(0, SAVED_PROMPTS_LIMIT));
    return entry;
  },
  remove(id: string) {
    write(read().filter((p) => p.id !== id));
  },
};

export function useSavedPrompts() {
  const list = useSyncExternalStore(subscribe, read, read);
  const save = useCallback((name: string, prompt: string, style: PromptStyle) => savedPromptStore.save(name, prompt, style), []);
  const remove = useCallback((id: string) => savedPromptStore.remove(id), []);
  return { list, save, remove };
}
