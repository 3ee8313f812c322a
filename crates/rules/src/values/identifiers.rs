//! Trader-entered identifiers: EORI, LRN, TIR carnet number.

/// EORI (or TCUIN): two upper-case letters (the country) then 1 to 15 letters or digits,
/// 17 at most (spec 5.1 "letters and digits, max 17"; NOTES.md 4.5).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Eori(String);

impl Eori {
    pub fn parse(s: &str) -> Option<Eori> {
        Self::is_valid(s).then(|| Eori(s.to_owned()))
    }

    /// [`Eori::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str) -> bool {
        let b = s.as_bytes();
        (3..=17).contains(&b.len())
            && b[..2].iter().all(u8::is_ascii_uppercase)
            && b[2..].iter().all(u8::is_ascii_alphanumeric)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Local Reference Number: 1 to 22 characters, no leading or trailing white space
/// (`AlphaNumeric_MAX22_NoSpaces`, NOTES.md 4.4). Counted in characters, not bytes.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Lrn(String);

impl Lrn {
    pub fn parse(s: &str) -> Option<Lrn> {
        let len = s.chars().count();
        let ok = (1..=22).contains(&len) && s.trim() == s;
        ok.then(|| Lrn(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// TIR carnet number: letters and digits, 10 to 11 characters (spec 5.1 and 9).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CarnetNumber(String);

impl CarnetNumber {
    pub fn parse(s: &str) -> Option<CarnetNumber> {
        let ok = (10..=11).contains(&s.len()) && s.bytes().all(|c| c.is_ascii_alphanumeric());
        ok.then(|| CarnetNumber(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

display!(Eori, Lrn, CarnetNumber);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eori_is_country_then_up_to_fifteen_letters_or_digits() {
        for ok in [
            "MD1000000000001",
            "GB123456789000",
            "DE1",
            "XI123456789012345",
        ] {
            assert!(Eori::parse(ok).is_some(), "{ok}");
        }
        for bad in [
            "",
            "MD",
            "md100",
            "1D100",
            "MD-100",
            "XI1234567890123456",
            "MDĂ12",
        ] {
            assert!(Eori::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn lrn_is_at_most_22_characters_without_outer_spaces() {
        assert!(Lrn::parse("LRN-2026-0001").is_some());
        assert!(Lrn::parse("ĂĂĂĂĂĂĂĂĂĂĂĂĂĂĂĂĂĂĂĂĂĂ").is_some());
        for bad in ["", " LRN", "LRN ", "12345678901234567890123"] {
            assert!(Lrn::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn carnet_number_is_10_to_11_letters_or_digits() {
        assert!(CarnetNumber::parse("XA12345678").is_some());
        assert!(CarnetNumber::parse("XA123456789").is_some());
        for bad in ["XA1234567", "XA1234567890", "XA-2345678", "XĂ12345678"] {
            assert!(CarnetNumber::parse(bad).is_none(), "{bad}");
        }
    }
}
