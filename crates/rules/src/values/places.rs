//! Places: UN/LOCODE, customs office reference numbers, postcodes and GNSS coordinates
//! (spec 5.6, 9; NOTES.md 4.6, 4.7).

use super::Decimal;

/// UN/LOCODE: the ISO 3166 alpha-2 country, then 3 letters or digits for the place, e.g.
/// `MDKIV`, `ROBUH` (NOTES.md 4.7: the XSD allows any text up to 17, the real format and HMRC
/// are exactly 5). Upper case only, as published.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UnLocode(String);

impl UnLocode {
    pub fn parse(s: &str) -> Option<UnLocode> {
        let b = s.as_bytes();
        let ok = b.len() == 5
            && b[..2].iter().all(u8::is_ascii_uppercase)
            && b[2..]
                .iter()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
        ok.then(|| UnLocode(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The country part.
    pub fn country(&self) -> &str {
        &self.0[..2]
    }
}

/// Customs office reference number `[A-Z]{2}[A-Z0-9]{6}` (NOTES.md 4.6), e.g. `MD100100`.
/// The first two characters are the office's country (spec 7).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OfficeCode(String);

impl OfficeCode {
    pub fn parse(s: &str) -> Option<OfficeCode> {
        let b = s.as_bytes();
        let ok = b.len() == 8
            && b[..2].iter().all(u8::is_ascii_uppercase)
            && b[2..]
                .iter()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
        ok.then(|| OfficeCode(s.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn country(&self) -> &str {
        &self.0[..2]
    }
}

/// Postcode (spec 5.6 "postcode letters and digits max 17").
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Postcode(String);

impl Postcode {
    pub fn parse(s: &str) -> Option<Postcode> {
        Self::is_valid(s).then(|| Postcode(s.to_owned()))
    }

    /// [`Postcode::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str) -> bool {
        (1..=17).contains(&s.len()) && s.bytes().all(|c| c.is_ascii_alphanumeric())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

const DEGREE: i128 = 1_000_000;

/// Spec 5.6 and 9: latitude from -90 to 90.
pub fn is_latitude(value: Decimal) -> bool {
    (-90 * DEGREE..=90 * DEGREE).contains(&value.micros())
}

/// Spec 5.6 and 9: longitude from -180 to 180.
pub fn is_longitude(value: Decimal) -> bool {
    (-180 * DEGREE..=180 * DEGREE).contains(&value.micros())
}

display!(UnLocode, OfficeCode, Postcode);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn un_locode_is_country_then_three_letters_or_digits() {
        for ok in ["MDKIV", "ROBUH", "RO4SB", "DE2GL"] {
            let code = UnLocode::parse(ok).unwrap();
            assert_eq!(code.country(), &ok[..2]);
        }
        for bad in [
            "", "MDKI", "MDKIVX", "mdkiv", "M1KIV", "MD-KI", "MD KI", "MDKĂ",
        ] {
            assert!(UnLocode::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn office_code_is_country_then_six_letters_or_digits() {
        for ok in ["MD100100", "ROBU1400", "UA205020"] {
            assert!(OfficeCode::parse(ok).is_some(), "{ok}");
        }
        assert_eq!(OfficeCode::parse("ROIS0100").unwrap().country(), "RO");
        for bad in [
            "",
            "MD10010",
            "MD1001000",
            "md100100",
            "1D100100",
            "MD10-100",
        ] {
            assert!(OfficeCode::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn postcode_is_up_to_17_letters_or_digits() {
        for ok in ["2001", "MD2001", "SW1A1AA"] {
            assert!(Postcode::parse(ok).is_some(), "{ok}");
        }
        for bad in ["", "MD-2001", "SW1A 1AA", "123456789012345678"] {
            assert!(Postcode::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn coordinates_stay_in_range() {
        let d = |s: &str| Decimal::parse(s).unwrap();
        for ok in ["-90", "90", "0", "47.010452", "-89.999999"] {
            assert!(is_latitude(d(ok)), "{ok}");
        }
        for bad in ["90.000001", "-90.5", "180"] {
            assert!(!is_latitude(d(bad)), "{bad}");
        }
        for ok in ["-180", "180", "28.863810"] {
            assert!(is_longitude(d(ok)), "{ok}");
        }
        for bad in ["180.000001", "-181"] {
            assert!(!is_longitude(d(bad)), "{bad}");
        }
    }
}
