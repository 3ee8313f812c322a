//! Transport means (spec 5.8): the conveyance reference number and the identification number
//! of a vehicle, vessel, train or aircraft.

use std::fmt;

/// Conveyance reference number (spec 5.8 "convRefNumber max 17; ... pattern three letters,
/// four digits and an optional letter for air, otherwise 1 to 17 alphanumerics"). For air
/// transport (border mode 4) it is the flight number, e.g. `ROT1234` or `ROT1234A`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ConvRefNumber(String);

impl ConvRefNumber {
    pub fn parse(s: &str, air: bool) -> Option<ConvRefNumber> {
        Self::is_valid(s, air).then(|| ConvRefNumber(s.to_owned()))
    }

    /// [`ConvRefNumber::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str, air: bool) -> bool {
        let b = s.as_bytes();
        if air {
            (b.len() == 7 || b.len() == 8)
                && b[..3].iter().all(u8::is_ascii_alphabetic)
                && b[3..7].iter().all(u8::is_ascii_digit)
                && b[7..].iter().all(u8::is_ascii_alphabetic)
        } else {
            (1..=17).contains(&b.len()) && b.iter().all(u8::is_ascii_alphanumeric)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Identification types whose numbers may not contain lower-case letters (spec 5.8: IMO
/// number, wagon, train, road vehicle, trailer, flight, aircraft registration, ENI).
pub const UPPER_CASE_ID_TYPES: &[&str] = &["10", "20", "21", "30", "31", "40", "41", "80"];

/// Why an identification number is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MeansIdError {
    /// Empty or longer than 35 characters.
    Length,
    /// Starts or ends with white space.
    OuterSpace,
    /// Lower-case letters where the identification type forbids them.
    LowerCase,
}

/// Identification number of a transport means (spec 5.8 "Identification number required ...
/// max 35, no leading or trailing whitespace, upper-cased on input ... for codes 10, 20, 21,
/// 30, 31, 40, 41, 80 lowercase is disallowed"). `id_type` is the identification type code.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MeansIdentification(String);

impl MeansIdentification {
    pub fn parse(s: &str, id_type: Option<&str>) -> Result<MeansIdentification, MeansIdError> {
        Self::check(s, id_type).map(|()| MeansIdentification(s.to_owned()))
    }

    /// [`MeansIdentification::parse`] without keeping the value (no allocation).
    pub fn check(s: &str, id_type: Option<&str>) -> Result<(), MeansIdError> {
        if !(1..=35).contains(&s.chars().count()) {
            return Err(MeansIdError::Length);
        }
        if s.trim() != s {
            return Err(MeansIdError::OuterSpace);
        }
        let upper_only = id_type.is_some_and(|t| UPPER_CASE_ID_TYPES.contains(&t));
        if upper_only && s.chars().any(char::is_lowercase) {
            return Err(MeansIdError::LowerCase);
        }
        Ok(())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ConvRefNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for MeansIdentification {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conv_ref_number_for_air_is_a_flight_number() {
        for ok in ["ROT1234", "ROT1234A", "kar0001"] {
            assert!(ConvRefNumber::parse(ok, true).is_some(), "{ok}");
        }
        for bad in [
            "RO1234",
            "ROT123",
            "ROT12345",
            "ROT1234AB",
            "R0T1234",
            "ROT 1234",
            "",
        ] {
            assert!(ConvRefNumber::parse(bad, true).is_none(), "{bad}");
        }
    }

    #[test]
    fn conv_ref_number_otherwise_is_1_to_17_letters_or_digits() {
        for ok in ["1", "CRN12345", "ABCDEFGHIJ1234567"] {
            assert!(ConvRefNumber::parse(ok, false).is_some(), "{ok}");
        }
        for bad in ["", "ABCDEFGHIJ12345678", "CRN-1", "CRN 1", "CRNĂ"] {
            assert!(ConvRefNumber::parse(bad, false).is_none(), "{bad}");
        }
    }

    #[test]
    fn identification_number_rules() {
        assert!(MeansIdentification::parse("C 123 AB", Some("30")).is_ok());
        assert!(MeansIdentification::parse("Maria Theresia", Some("11")).is_ok());
        assert!(MeansIdentification::parse("Maria Theresia", None).is_ok());
        assert!(MeansIdentification::parse(&"A".repeat(35), Some("30")).is_ok());
        assert_eq!(
            MeansIdentification::parse("", Some("30")),
            Err(MeansIdError::Length)
        );
        assert_eq!(
            MeansIdentification::parse(&"A".repeat(36), Some("11")),
            Err(MeansIdError::Length)
        );
        assert_eq!(
            MeansIdentification::parse(" C123AB", Some("30")),
            Err(MeansIdError::OuterSpace)
        );
        for t in UPPER_CASE_ID_TYPES {
            assert_eq!(
                MeansIdentification::parse("c123ab", Some(t)),
                Err(MeansIdError::LowerCase),
                "{t}"
            );
        }
    }
}
