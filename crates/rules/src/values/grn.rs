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

    /// The GRN the customs office of guarantee allocates on acceptance: the two-digit year, the
    /// country of the office, the 12-character serial the national administration allocates,
    /// the check digit over those 16 characters, and for an individual guarantee in vouchers
    /// (type 4, R0318) the voucher number (one upper-case letter and six digits) after it.
    pub fn allocate(
        year: u16,
        country: &str,
        serial: &str,
        voucher: Option<&str>,
    ) -> Result<Grn, GrnError> {
        let first16 = format!("{:02}{country}{serial}", year % 100);
        if first16.len() != 16 {
            return Err(GrnError::Format);
        }
        let digit = check_digit(&first16).ok_or(GrnError::Format)?;
        Grn::parse(&format!("{first16}{digit}{}", voucher.unwrap_or("")))
    }

    /// Characters 3-4: the country that allocated it.
    pub fn country(&self) -> &str {
        &self.0[2..4]
    }

    /// Characters 18-24 of an individual guarantee in vouchers (type 4), if any.
    pub fn voucher(&self) -> Option<&str> {
        self.0.get(17..).filter(|v| !v.is_empty())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for GrnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GrnError::Format => "The GRN must be 2 digits, 2 letters, 12 letters or digits and a check digit, followed for vouchers by 1 letter and 6 digits",
            GrnError::CheckDigit => "The check digit of the GRN is not valid",
        })
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

    /// NOTES.md 4.2: the check digit is the MRN's algorithm over the first 16 characters;
    /// computed for each verified vector, not merely accepted.
    #[test]
    fn check_digit_of_every_verified_vector() {
        for (grn, digit) in [("24GB0000010000295", 5), ("20XI0000010000070", 0)] {
            assert_eq!(check_digit(&grn[..16]), Some(digit), "{grn}");
        }
        // The HMRC illustration "01GB1234567890120" computes another digit than its 0.
        assert_ne!(check_digit("01GB123456789012"), Some(0));
    }

    #[test]
    fn a_changed_character_breaks_the_check_digit() {
        for grn in [
            "24GB0000010000296",
            "24GB0000010000395",
            "25GB0000010000295",
        ] {
            assert_eq!(Grn::parse(grn), Err(GrnError::CheckDigit), "{grn}");
        }
    }

    #[test]
    fn allocate_rebuilds_the_verified_vectors() {
        for grn in ["24GB0000010000295", "20XI0000010000070"] {
            let year = grn[..2].parse().unwrap();
            let built = Grn::allocate(year, &grn[2..4], &grn[4..16], None).unwrap();
            assert_eq!(built.as_str(), grn);
            assert_eq!(built.country(), &grn[2..4]);
            assert_eq!(built.voucher(), None);
        }
    }

    /// R0318: an individual guarantee in vouchers (type 4) has a GRN of 24 characters.
    #[test]
    fn allocate_appends_the_voucher_number_for_type_4() {
        let grn = Grn::allocate(2024, "GB", "000001000029", Some("A123456")).unwrap();
        assert_eq!(grn.as_str(), "24GB0000010000295A123456");
        assert_eq!(grn.as_str().len(), 24);
        assert_eq!(grn.voucher(), Some("A123456"));
        let md = Grn::allocate(2026, "MD", "100000000001", None).unwrap();
        assert_eq!(md.as_str().len(), 17);
        assert_eq!(Grn::parse(md.as_str()), Ok(md));
    }

    #[test]
    fn allocate_refuses_bad_parts() {
        for (country, serial, voucher) in [
            ("md", "100000000001", None),
            ("MD", "10000000001", None),
            ("MD", "1000000000012", None),
            ("MD", "10000000000a", None),
            ("MD", "100000000001", Some("a123456")),
            ("MD", "100000000001", Some("A12345")),
            ("MĂ", "100000000001", None),
        ] {
            assert_eq!(
                Grn::allocate(26, country, serial, voucher),
                Err(GrnError::Format),
                "{country} {serial} {voucher:?}"
            );
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
