// Copies text for a Copy button. The Clipboard API needs a secure context (HTTPS or localhost)
// and may be refused; a self-hosted app on plain HTTP still copies through the selected input.

/** Copies `input`'s text; true when it reached the clipboard, false when the person must copy it. */
export async function copyInputText(input: HTMLInputElement): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('No Clipboard API here.');
    await navigator.clipboard.writeText(input.value);
    return true;
  } catch {
    input.focus();
    input.select();
    // The one way left outside a secure context; deprecated, yet every browser still copies with it.
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  }
}
