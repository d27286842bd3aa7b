/**
 * The pairing code the pilot prints and the page asks for. Its alphabet leaves out characters a
 * player may misread or mistype (0/O, 1/I/L, U), Crockford-style.
 */
export const PAIRING_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const PAIRING_CODE_LENGTH = 8;

/** What the player typed, upper-cased, without spaces and dashes ("abcd-efgh " → "ABCDEFGH"). */
export function normalisePairingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, "");
}

/** Whether `s` is a normalised pairing code of `length` characters from the alphabet. */
export function isPairingCode(s: string, length: number = PAIRING_CODE_LENGTH): boolean {
  if (s.length !== length) return false;
  for (const c of s) if (!PAIRING_ALPHABET.includes(c)) return false;
  return true;
}

/** A code split in groups of four for reading aloud or printing ("ABCD-EFGH"). */
export function formatPairingCode(code: string): string {
  return normalisePairingCode(code).replace(/(.{4})(?=.)/g, "$1-");
}

/**
 * A random code of `length` characters of the alphabet, from Web Crypto (browsers and Node), with
 * rejection sampling so every character is equally likely. Pairing codes (8) and relay keys (32).
 */
export function randomPairingCode(length: number = PAIRING_CODE_LENGTH): string {
  const n = PAIRING_ALPHABET.length;
  const limit = 256 - (256 % n);
  let code = "";
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && code.length < length) code += PAIRING_ALPHABET[byte % n];
    }
  }
  return code;
}
