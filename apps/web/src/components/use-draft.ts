import { useState } from 'react';

export interface DraftOptions<V> {
  /** Whether two versions are the same (default Object.is). */
  sameVersion?(a: V, b: V): boolean;
  /** The draft as it compares with the saved text (default as typed; a link, say, trimmed). */
  comparable?(draft: string): string;
}

/**
 * A text field's draft over a saved value that live updates may change under it (issue 27): the
 * shift's memo, a call's meeting link, the skills list's answers and comments. With no local edit
 * a newer saved value simply shows; an edited draft is kept, and the draft remembers what it was
 * begun from (the saved text and its version), so that a save sends that version and the server
 * refuses it (409) instead of overwriting somebody else's newer text.
 */
export function useDraft<V>(saved: string, version: V, options: DraftOptions<V> = {}) {
  const { sameVersion = Object.is, comparable = (draft: string) => draft } = options;
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState({ text: saved, version });
  const touched = comparable(draft) !== base.text;
  if (!touched && (saved !== base.text || !sameVersion(version, base.version))) {
    setBase({ text: saved, version });
    setDraft(saved);
  }
  return {
    draft,
    setDraft,
    /** The user changed the text since it was last taken from the server. */
    touched,
    /** The saved text moved on under the draft, to another text: somebody else changed it meanwhile. */
    changedUnder: saved !== base.text && comparable(draft) !== saved,
    /**
     * The version a save sends: the current one while the saved text is still the draft's base
     * (something else of the record changed), otherwise the one the draft was begun from.
     */
    version: saved === base.text ? version : base.version,
    /** Takes what is saved now (Reload). */
    takeSaved: () => {
      setBase({ text: saved, version });
      setDraft(saved);
    },
    /** The draft was saved as `text` with `version`. */
    savedAs: (text: string, next: V) => setBase({ text, version: next }),
  };
}
