//! Password hashing with argon2id (PHC strings). Hashing is slow on purpose, so it runs on the
//! blocking pool.

use argon2::{
    password_hash::{phc::PasswordHash, PasswordHasher, PasswordVerifier},
    Argon2,
};

pub fn hash(password: &str) -> Result<String, String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| e.to_string())
}

pub fn verify(password: &str, phc: &str) -> bool {
    match PasswordHash::new(phc) {
        Ok(parsed) => Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
}

/// A valid hash of a password nobody has, verified when the user name is unknown so that
/// the answer takes as long as for a known user (no user-name probing by timing).
pub fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash("decoy-password-for-timing").unwrap_or_default())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_hash_verifies_its_password_only() {
        let h = super::hash("trader").unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(super::verify("trader", &h));
        assert!(!super::verify("Trader", &h));
        assert!(!super::verify("trader", "not-a-hash"));
    }
}
