//! Guarantee Reference Number and access code (NOTES.md 4.2, 4.3).

use std::fmt;

use super::check_digit::check_digit;

/// `[0-9]{2}[A-Z]{2}[A-Z0-9]{12}[0-9]([A-Z][0-9]{6})?` with the MRN check digit over the
/// first 16 characters: 17 characters, or 24 for individual vouchers (type 4, rule R0318).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Grn(String);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GrnError {
    Format,
    CheckDigit,
}

impl Grn {
    pub fn parse(s: &str) -> Result<Grn, GrnError> {
        let b = s.as_bytes();
        if !(b.len() == 17 || b.len() == 24) {
            return Err(GrnError::Format);
        }
        let alnum = |c: &u8| c.is_ascii_uppercase() || c.is_ascii_digit();
        let base = b[..2].iter().all(u8::is_ascii_digit)
            && b[2..4].iter().all(u8::is_ascii_uppercase)
            && b[4..16].iter().all(alnum)
            && b[16].is_ascii_digit();
        let voucher =
            b.len() == 17 || (b[17].is_ascii_uppercase() && b[18..].iter().all(u8::is_ascii_digit));
        if !(base && voucher) {
            return Err(GrnError::Format);
        }
        match check_digit(&s[..16]) {
            Some(d) if d == b[16] - b'0' => Ok(Grn(s.to_owned())),
            _ => Err(GrnError::CheckDigit),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Grn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Exactly four letters or digits, no spaces (an4; "just like a bank PIN code").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessCode(String);

impl AccessCode {
    pub fn parse(s: &str) -> Option<AccessCode> {
        (s.len() == 4 && s.bytes().all(|c| c.is_ascii_alphanumeric()))
            .then(|| AccessCode(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// VERIFIED GRNs of NOTES.md 4.2.
    #[test]
    fn accepts_the_verified_vectors() {
        for grn in [
            "24GB0000010000295",
            "20XI0000010000070",
            "24GB0000010000295A123456",
        ] {
            assert!(Grn::parse(grn).is_ok(), "{grn}");
        }
    }

    #[test]
    fn rejects_illustrative_grns_without_a_valid_check_digit() {
        assert_eq!(Grn::parse("01GB1234567890120"), Err(GrnError::CheckDigit));
    }

    #[test]
    fn rejects_bad_shapes() {
        for grn in [
            "",
            "24GB000001000029",
            "24GB0000010000295A12345",
            "24GB0000010000295a123456",
            "24GB00000100002ă5",
        ] {
            assert_eq!(Grn::parse(grn), Err(GrnError::Format), "{grn}");
        }
    }

    #[test]
    fn access_code_is_exactly_four_letters_or_digits() {
        assert!(AccessCode::parse("X9X9").is_some());
        assert!(AccessCode::parse("0000").is_some());
        for bad in ["", "123", "12345", "12 4", "12ă"] {
            assert!(AccessCode::parse(bad).is_none(), "{bad}");
        }
    }
}
