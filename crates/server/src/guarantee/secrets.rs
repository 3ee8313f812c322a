//! Access codes are secrets (issue 6): shown only to the holder, encrypted at rest with a key
//! from configuration, compared in constant time, never written to exports, logs or the
//! message log.
//!
//! At rest a code is `sealed:v1:` followed by base64 of a random 96-bit nonce and the
//! ChaCha20-Poly1305 ciphertext (with its tag) of the code. The document body is stored sealed
//! in every version; the server opens it for the holder's screens and for the guarantee checks
//! of a declaration, and removes the codes from what anyone else sees.

use base64::{engine::general_purpose::STANDARD_NO_PAD, Engine};
use chacha20poly1305::{
    aead::{Aead, KeyInit},
    ChaCha20Poly1305, Key, Nonce,
};
use rand::RngCore;
use subtle::ConstantTimeEq;
use vama_rules::g01::Guarantee;

const PREFIX: &str = "sealed:v1:";
const NONCE_LEN: usize = 12;

/// The key that seals the access codes (`VAMA_ACCESS_CODE_KEY`).
#[derive(Clone)]
pub struct CodeKey(ChaCha20Poly1305);

impl CodeKey {
    pub fn new(key: &[u8; 32]) -> CodeKey {
        CodeKey(ChaCha20Poly1305::new(&Key::from(*key)))
    }

    /// A key of this process only: for tests, and never for data that must outlive it.
    pub fn random() -> CodeKey {
        CodeKey::new(&random_key())
    }

    /// `plain` sealed; a value already sealed stays as it is (a store that re-sends what it
    /// loaded never seals twice).
    pub fn seal(&self, plain: &str) -> String {
        if is_sealed(plain) {
            return plain.to_owned();
        }
        let mut nonce = [0u8; NONCE_LEN];
        rand::rng().fill_bytes(&mut nonce);
        let cipher = self
            .0
            .encrypt(&Nonce::from(nonce), plain.as_bytes())
            .expect("ChaCha20-Poly1305 encrypts any message shorter than 256 GiB");
        let mut bytes = nonce.to_vec();
        bytes.extend_from_slice(&cipher);
        format!("{PREFIX}{}", STANDARD_NO_PAD.encode(bytes))
    }

    /// The code sealed in `sealed`; `None` when it is not sealed with this key (or was
    /// tampered with). A value that is not sealed at all is returned as it is.
    pub fn open(&self, sealed: &str) -> Option<String> {
        let Some(text) = sealed.strip_prefix(PREFIX) else {
            return Some(sealed.to_owned());
        };
        let bytes = STANDARD_NO_PAD.decode(text).ok()?;
        if bytes.len() < NONCE_LEN {
            return None;
        }
        let (nonce, cipher) = bytes.split_at(NONCE_LEN);
        let nonce: [u8; NONCE_LEN] = nonce.try_into().ok()?;
        let plain = self.0.decrypt(&Nonce::from(nonce), cipher).ok()?;
        String::from_utf8(plain).ok()
    }

    /// Seals every code of `doc` in place: the master code and each access code. The code
    /// change fields (`currentCode`, `newCode`) are a form's input, never kept.
    pub fn seal_codes(&self, doc: &mut Guarantee) {
        for code in codes_mut(doc) {
            *code = self.seal(code);
        }
        doc.current_code = None;
        doc.new_code = None;
    }

    /// Opens every code of `doc` in place, for its holder. A code that cannot be opened (sealed
    /// with another key) is removed rather than shown sealed.
    pub fn open_codes(&self, doc: &mut Guarantee) {
        if let Some(master) = &doc.master_code {
            doc.master_code = self.open(master);
        }
        for entry in &mut doc.access_codes {
            if let Some(code) = &entry.access_code {
                entry.access_code = self.open(code);
            }
        }
    }
}

/// Removes every code from `doc`: what anyone but the holder sees, and what exports carry.
pub fn hide_codes(doc: &mut Guarantee) {
    doc.master_code = None;
    doc.current_code = None;
    doc.new_code = None;
    for entry in &mut doc.access_codes {
        entry.access_code = None;
    }
}

/// Whether `given` is `expected`, in time that does not depend on where they differ.
pub fn same_code(expected: &str, given: &str) -> bool {
    expected.as_bytes().ct_eq(given.as_bytes()).into()
}

pub fn is_sealed(value: &str) -> bool {
    value.starts_with(PREFIX)
}

pub fn random_key() -> [u8; 32] {
    let mut key = [0u8; 32];
    rand::rng().fill_bytes(&mut key);
    key
}

fn codes_mut(doc: &mut Guarantee) -> impl Iterator<Item = &mut String> {
    doc.master_code.iter_mut().chain(
        doc.access_codes
            .iter_mut()
            .filter_map(|entry| entry.access_code.as_mut()),
    )
}

#[cfg(test)]
mod tests {
    use vama_rules::g01::AccessCodeEntry;

    use super::*;

    fn guarantee() -> Guarantee {
        Guarantee {
            master_code: Some("7Q2K".into()),
            access_codes: vec![AccessCodeEntry {
                access_code: Some("A1B2".into()),
                ..AccessCodeEntry::default()
            }],
            current_code: Some("7Q2K".into()),
            new_code: Some("9Z9Z".into()),
            ..Guarantee::default()
        }
    }

    #[test]
    fn access_codes_are_encrypted_at_rest() {
        let key = CodeKey::random();
        let mut doc = guarantee();
        key.seal_codes(&mut doc);
        let stored = serde_json::to_string(&doc).unwrap();
        assert!(!stored.contains("7Q2K"), "{stored}");
        assert!(!stored.contains("A1B2"), "{stored}");
        assert!(doc.master_code.as_deref().is_some_and(is_sealed));
        assert_eq!(doc.current_code, None);
        assert_eq!(doc.new_code, None);
        key.open_codes(&mut doc);
        assert_eq!(doc.master_code.as_deref(), Some("7Q2K"));
        assert_eq!(doc.access_codes[0].access_code.as_deref(), Some("A1B2"));
    }

    #[test]
    fn sealing_twice_keeps_one_seal() {
        let key = CodeKey::random();
        let once = key.seal("7Q2K");
        assert_eq!(key.seal(&once), once);
        assert_eq!(key.open(&once).as_deref(), Some("7Q2K"));
    }

    #[test]
    fn the_same_code_sealed_twice_differs() {
        let key = CodeKey::random();
        assert_ne!(key.seal("7Q2K"), key.seal("7Q2K"));
    }

    #[test]
    fn a_code_sealed_with_another_key_does_not_open() {
        let sealed = CodeKey::random().seal("7Q2K");
        let mut doc = Guarantee {
            master_code: Some(sealed.clone()),
            ..Guarantee::default()
        };
        assert_eq!(CodeKey::random().open(&sealed), None);
        CodeKey::random().open_codes(&mut doc);
        assert_eq!(doc.master_code, None);
    }

    #[test]
    fn a_tampered_seal_does_not_open() {
        let key = CodeKey::random();
        let mut sealed = key.seal("7Q2K");
        let last = sealed.pop().unwrap();
        sealed.push(if last == 'A' { 'B' } else { 'A' });
        assert_eq!(key.open(&sealed), None);
    }

    #[test]
    fn hidden_codes_leave_nothing() {
        let mut doc = guarantee();
        hide_codes(&mut doc);
        let shown = serde_json::to_string(&doc).unwrap();
        assert!(!shown.contains("7Q2K") && !shown.contains("A1B2") && !shown.contains("9Z9Z"));
    }

    #[test]
    fn codes_compare_exactly() {
        assert!(same_code("7Q2K", "7Q2K"));
        assert!(!same_code("7Q2K", "7q2k"));
        assert!(!same_code("7Q2K", "7Q2"));
    }
}
