//! Goods classification codes: the HS subheading and CN extension of a house item (spec 5.4),
//! the CUS code, and the commodity and customs nomenclature codes of the goods block (5.9).

fn all(s: &str, f: impl Fn(u8) -> bool) -> bool {
    s.bytes().all(f)
}

/// Harmonized System subheading: exactly 6 digits (spec 5.4 "hsCode exactly 6 digits";
/// mandatory for every goods item in NCTS P5 final state, NOTES.md 4.8).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HsCode(String);

impl HsCode {
    pub fn parse(s: &str) -> Option<HsCode> {
        Self::is_valid(s).then(|| HsCode(s.to_owned()))
    }

    /// [`HsCode::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str) -> bool {
        s.len() == 6 && all(s, |c| c.is_ascii_digit())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Chapter (2 digits) and heading (4 digits), for rules keyed on them ("starts with 8711").
    pub fn heading(&self) -> &str {
        &self.0[..4]
    }

    /// Spec 5.4: "quantity3 is needed only when the HS code is 220510, 220590, 220600 or
    /// starts with 8711 or 8703".
    pub fn needs_quantity3(&self) -> bool {
        matches!(self.as_str(), "220510" | "220590" | "220600")
            || matches!(self.heading(), "8711" | "8703")
    }
}

/// Combined Nomenclature extension of an item (spec 5.4 "cnCode max 2"): one or two letters or
/// digits. The IE015 XSD fixes it at exactly two (`AlphaNumeric_2`), which also satisfies the
/// spec; a one-character value is accepted here because the spec only sets a maximum.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CnCode(String);

impl CnCode {
    pub fn parse(s: &str) -> Option<CnCode> {
        Self::is_valid(s).then(|| CnCode(s.to_owned()))
    }

    /// [`CnCode::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str) -> bool {
        (1..=2).contains(&s.len()) && all(s, |c| c.is_ascii_alphanumeric())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Commodity code of the goods block (spec 5.9 "commodity code required, max 8, min 4 (min 8
/// when an 8-digit code is needed)"): 4 to 8 digits, or exactly 8 when `eight_digits`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CommodityCode(String);

impl CommodityCode {
    pub fn parse(s: &str, eight_digits: bool) -> Option<CommodityCode> {
        Self::is_valid(s, eight_digits).then(|| CommodityCode(s.to_owned()))
    }

    /// [`CommodityCode::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str, eight_digits: bool) -> bool {
        let min = if eight_digits { 8 } else { 4 };
        (min..=8).contains(&s.len()) && all(s, |c| c.is_ascii_digit())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Customs nomenclature (CN/TARIC) code of the goods block (spec 5.9 "CN code required,
/// alphanumeric, max 10 (customs nomenclature code 4 to 10)"): 4 to 10 letters or digits.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NomenclatureCode(String);

impl NomenclatureCode {
    pub fn parse(s: &str) -> Option<NomenclatureCode> {
        Self::is_valid(s).then(|| NomenclatureCode(s.to_owned()))
    }

    /// [`NomenclatureCode::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str) -> bool {
        (4..=10).contains(&s.len()) && all(s, |c| c.is_ascii_alphanumeric())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// CUS code (Customs Union and Statistics number of a chemical, e.g. `0010002-7`): spec 5.4
/// "letters, digits, dashes, max 9". The XSD (`CusCodeContentType`) fixes 9 characters; every
/// published code has 9, and the spec's maximum is what is enforced here.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CusCode(String);

impl CusCode {
    pub fn parse(s: &str) -> Option<CusCode> {
        Self::is_valid(s).then(|| CusCode(s.to_owned()))
    }

    /// [`CusCode::parse`] without keeping the value (no allocation).
    pub fn is_valid(s: &str) -> bool {
        (1..=9).contains(&s.len()) && all(s, |c| c.is_ascii_alphanumeric() || c == b'-')
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

display!(HsCode, CnCode, CommodityCode, NomenclatureCode, CusCode);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hs_code_is_exactly_six_digits() {
        for ok in ["220421", "870323", "010121"] {
            assert_eq!(HsCode::parse(ok).map(|c| c.to_string()), Some(ok.into()));
        }
        for bad in ["", "22042", "2204211", "22042a", " 22042", "２２０４２１"] {
            assert!(HsCode::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn quantity3_follows_the_hs_code() {
        for needs in ["220510", "220590", "220600", "871120", "870323"] {
            assert!(HsCode::parse(needs).unwrap().needs_quantity3(), "{needs}");
        }
        for not in ["220421", "220520", "870422", "087110"] {
            assert!(!HsCode::parse(not).unwrap().needs_quantity3(), "{not}");
        }
    }

    #[test]
    fn cn_code_is_at_most_two_letters_or_digits() {
        for ok in ["10", "9", "AB"] {
            assert!(CnCode::parse(ok).is_some(), "{ok}");
        }
        for bad in ["", "100", "1-", "ă"] {
            assert!(CnCode::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn commodity_code_is_four_to_eight_digits_or_exactly_eight() {
        assert!(CommodityCode::parse("2204", false).is_some());
        assert!(CommodityCode::parse("22042110", false).is_some());
        assert!(CommodityCode::parse("22042110", true).is_some());
        for bad in ["220", "220421101", "2204A1", ""] {
            assert!(CommodityCode::parse(bad, false).is_none(), "{bad}");
        }
        assert!(CommodityCode::parse("220421", true).is_none());
    }

    #[test]
    fn nomenclature_code_is_four_to_ten_letters_or_digits() {
        for ok in ["2204", "2204211000", "8703AB"] {
            assert!(NomenclatureCode::parse(ok).is_some(), "{ok}");
        }
        for bad in ["220", "22042110001", "2204-21", "2204 21"] {
            assert!(NomenclatureCode::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn cus_code_is_letters_digits_and_dashes_up_to_nine() {
        for ok in ["0010002-7", "0010002", "A-1"] {
            assert!(CusCode::parse(ok).is_some(), "{ok}");
        }
        for bad in ["", "0010002-77", "0010002_7", "001 002-7", "0010002–7"] {
            assert!(CusCode::parse(bad).is_none(), "{bad}");
        }
    }
}
