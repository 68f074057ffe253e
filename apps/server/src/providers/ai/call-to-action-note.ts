/**
 * The spec's call-to-action note (`CALL_TO_ACTION_NOTE`, contracts) is for the copy model only. The
 * wizard appends it to the prompt, so whatever else reads the brief (the picture's subject, the
 * built-in provider's word picking) takes it out again with this one helper.
 */
import { CALL_TO_ACTION_NOTE } from '@ads-creative/contracts/ai';

/** The text without any copy of the note, trimmed; '' when it held nothing else. */
export const withoutCallToActionNote = (text: string): string => text.replaceAll(CALL_TO_ACTION_NOTE, ' ').trim();
