//! Transport equipment: container numbers and seals (spec 5.7).

use std::fmt;

use super::check_digit::check_digit;

/// A container identification number as the spec states it (5.7 "Container number
/// alphanumeric, max 17"): 1 to 17 letters or digits. Most containers carry an ISO 6346
/// number, but swap bodies and other equipment need not, so the ISO check is a separate
/// question: [`iso6346_check`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ContainerNumber(String);

impl ContainerNumber {
    pub fn parse(s: &str) -> Option<ContainerNumber> {
        Self::is_valid(s).then(|| ContainerNumber(s.to_owned()))
    }

    /// [`ContainerNumber::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str) -> bool {
        (1..=17).contains(&s.len()) && s.bytes().all(|c| c.is_ascii_alphanumeric())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Is it a valid ISO 6346 number (DDNTA rule R0028)?
    pub fn is_iso6346(&self) -> bool {
        iso6346_check(&self.0)
    }
}

/// ISO 6346: owner code (3 letters), equipment category (`U` freight container, `J`
/// detachable equipment, `Z` trailer or chassis), 6-digit serial, check digit. The check digit
/// is the algorithm the MRN borrows (letters from A = 10 skipping multiples of 11, weights
/// 2^i, sum mod 11, 10 read as 0), over the first 10 characters.
pub fn iso6346_check(s: &str) -> bool {
    let b = s.as_bytes();
    let shape = b.len() == 11
        && b[..3].iter().all(u8::is_ascii_uppercase)
        && matches!(b[3], b'U' | b'J' | b'Z')
        && b[4..].iter().all(u8::is_ascii_digit);
    shape && check_digit(&s[..10]) == Some(b[10] - b'0')
}

/// The ISO 6346 check digit of an owner code, category and serial (10 characters), e.g. to
/// complete a number: `iso6346_check_digit("CSQU305438") == Some(3)`.
pub fn iso6346_check_digit(first10: &str) -> Option<u8> {
    if first10.len() != 10 {
        return None;
    }
    check_digit(first10)
}

/// Seal identifier (spec 5.7 "Seal identifier alphanumeric, required, max 20").
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SealIdentifier(String);

impl SealIdentifier {
    pub fn parse(s: &str) -> Option<SealIdentifier> {
        Self::is_valid(s).then(|| SealIdentifier(s.to_owned()))
    }

    /// [`SealIdentifier::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str) -> bool {
        (1..=20).contains(&s.len()) && s.bytes().all(|c| c.is_ascii_alphanumeric())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ContainerNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for SealIdentifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn container_number_is_up_to_17_letters_or_digits() {
        for ok in [
            "CSQU3054383",
            "ABC1",
            "A",
            "SWAPBODY000000001",
            "csqu3054383",
        ] {
            assert!(ContainerNumber::parse(ok).is_some(), "{ok}");
        }
        for bad in [
            "",
            "CSQU 305438 3",
            "CSQU-3054383",
            "SWAPBODY0000000012",
            "CSQUĂ",
        ] {
            assert!(ContainerNumber::parse(bad).is_none(), "{bad}");
        }
    }

    /// CSQU3054383 is the standard's worked example; BICU1234565 the TAD guideline's
    /// (NOTES.md 7.2); MSKU9070323 computed by hand with the same algorithm.
    #[test]
    fn iso6346_accepts_valid_check_digits() {
        for ok in ["CSQU3054383", "BICU1234565", "MSKU9070323"] {
            assert!(iso6346_check(ok), "{ok}");
            assert!(ContainerNumber::parse(ok).unwrap().is_iso6346());
        }
        assert_eq!(iso6346_check_digit("CSQU305438"), Some(3));
        assert_eq!(iso6346_check_digit("CSQU30543"), None);
    }

    /// ADCU1234565 is the second illustration of the TAD guideline: its digit should be 4.
    #[test]
    fn iso6346_refuses_wrong_digits_and_shapes() {
        for bad in [
            "ADCU1234565",
            "CSQU3054384",
            "CSQX3054383",
            "csqu3054383",
            "CSQU305438",
            "CSQU30543833",
            "C1QU3054383",
            "CSQU30543Ă",
        ] {
            assert!(!iso6346_check(bad), "{bad}");
        }
        assert!(!ContainerNumber::parse("SWAPBODY1").unwrap().is_iso6346());
    }

    #[test]
    fn seal_identifier_is_up_to_20_letters_or_digits() {
        for ok in ["AB123456", "1", "S1234567890123456789"] {
            assert!(SealIdentifier::parse(ok).is_some(), "{ok}");
        }
        for bad in ["", "S12345678901234567890", "AB 123", "AB-123", "ĂB1"] {
            assert!(SealIdentifier::parse(bad).is_none(), "{bad}");
        }
    }
}
