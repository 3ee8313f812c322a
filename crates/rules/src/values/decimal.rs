//! An exact decimal for amounts and quantities: at most 16 digits, 6 of them after the point
//! (spec 9 "Decimal quantities"). Read from a JSON number or string, written as a JSON number
//! with exactly the digits it holds. A JSON *number* is read through an f64 by serde_json
//! (exact up to 15 significant digits); a client that needs all 16 digits sends a string.

use std::fmt;

use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

const SCALE: u32 = 6;
const ONE: i128 = 10i128.pow(SCALE);

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Decimal {
    /// The value times 10^6.
    micros: i128,
}

impl Decimal {
    pub const ZERO: Decimal = Decimal { micros: 0 };

    /// `-?digits(.digits)?`, at most 16 digits of which at most 6 after the point.
    pub fn parse(s: &str) -> Option<Decimal> {
        let (negative, body) = match s.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, s),
        };
        let (int, frac) = body.split_once('.').unwrap_or((body, ""));
        let digits = |p: &str| p.bytes().all(|c| c.is_ascii_digit());
        if int.is_empty()
            || !digits(int)
            || !digits(frac)
            || (body.contains('.') && frac.is_empty())
        {
            return None;
        }
        let significant = int.trim_start_matches('0').len() + frac.len();
        if frac.len() > SCALE as usize || significant > 16 {
            return None;
        }
        let mut micros: i128 = 0;
        for c in int.bytes().chain(frac.bytes()) {
            micros = micros * 10 + i128::from(c - b'0');
        }
        micros *= 10i128.pow(SCALE - frac.len() as u32);
        Some(Decimal {
            micros: if negative { -micros } else { micros },
        })
    }

    /// From whole units and hundredths, for code and tests: `Decimal::from_cents(12_50)`.
    pub const fn from_cents(cents: i64) -> Decimal {
        Decimal {
            micros: cents as i128 * (ONE / 100),
        }
    }

    /// From millionths, the finest step a value may have: `Decimal::from_micros(1_500)` is 0.0015.
    pub const fn from_micros(micros: i128) -> Decimal {
        Decimal { micros }
    }

    /// The value times 10^6.
    pub const fn micros(&self) -> i128 {
        self.micros
    }

    /// Digits in all as [`Decimal::parse`] counts them (leading zeros of the whole part and
    /// trailing zeros of the fraction not counted): what "decimal up to 16 digits with 6
    /// decimals" limits. A parsed value always fits; a sum may not.
    pub fn digits(&self) -> u32 {
        let abs = self.micros.unsigned_abs();
        let int = abs / ONE as u128;
        let int_digits = if int == 0 { 0 } else { int.ilog10() + 1 };
        int_digits + self.decimals()
    }

    pub fn is_negative(&self) -> bool {
        self.micros < 0
    }

    /// Digits after the point, trailing zeros not counted.
    pub fn decimals(&self) -> u32 {
        let mut frac = (self.micros % ONE).abs();
        if frac == 0 {
            return 0;
        }
        let mut n = SCALE;
        while frac % 10 == 0 {
            frac /= 10;
            n -= 1;
        }
        n
    }
}

/// Sums of masses and amounts (spec 5.2 "at least the sum of the house consignment gross
/// masses"). Cannot overflow for values a document may hold: 16 digits times 10^6 leaves
/// more than 10^15 of room in an i128.
impl std::ops::Add for Decimal {
    type Output = Decimal;

    fn add(self, other: Decimal) -> Decimal {
        Decimal {
            micros: self.micros.saturating_add(other.micros),
        }
    }
}

/// A guarantee's amount and balance decreased (g01 update DECREASE_AMOUNT).
impl std::ops::Sub for Decimal {
    type Output = Decimal;

    fn sub(self, other: Decimal) -> Decimal {
        Decimal {
            micros: self.micros.saturating_sub(other.micros),
        }
    }
}

impl std::iter::Sum for Decimal {
    fn sum<I: Iterator<Item = Decimal>>(iter: I) -> Decimal {
        iter.fold(Decimal::ZERO, |a, b| a + b)
    }
}

impl<'a> std::iter::Sum<&'a Decimal> for Decimal {
    fn sum<I: Iterator<Item = &'a Decimal>>(iter: I) -> Decimal {
        iter.fold(Decimal::ZERO, |a, b| a + *b)
    }
}

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.micros < 0 { "-" } else { "" };
        let abs = self.micros.abs();
        let (int, frac) = (abs / ONE, abs % ONE);
        if frac == 0 {
            return write!(f, "{sign}{int}");
        }
        let frac = format!("{frac:06}");
        write!(f, "{sign}{int}.{}", frac.trim_end_matches('0'))
    }
}

impl Serialize for Decimal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let raw = serde_json::value::RawValue::from_string(self.to_string())
            .map_err(serde::ser::Error::custom)?;
        raw.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Decimal {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Decimal, D::Error> {
        d.deserialize_any(DecimalVisitor)
    }
}

struct DecimalVisitor;

const EXPECTED: &str = "a decimal number of at most 16 digits, 6 after the point";

impl DecimalVisitor {
    fn parse<E: de::Error>(s: &str) -> Result<Decimal, E> {
        // serde's own wording ("invalid value: string …, expected …"), which the server reads
        // into the user's words
        Decimal::parse(s).ok_or_else(|| E::invalid_value(de::Unexpected::Str(s), &EXPECTED))
    }
}

impl de::Visitor<'_> for DecimalVisitor {
    type Value = Decimal;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(EXPECTED)
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Decimal, E> {
        Self::parse(&v.to_string())
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Decimal, E> {
        Self::parse(&v.to_string())
    }

    /// A float's shortest round-trip text is the number the user typed (up to ~15 digits).
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Decimal, E> {
        if !v.is_finite() {
            return Err(E::invalid_value(de::Unexpected::Float(v), &EXPECTED));
        }
        Self::parse(&v.to_string())
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Decimal, E> {
        Self::parse(v.trim())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_within_16_digits_and_6_decimals() {
        assert_eq!(Decimal::parse("12.50").unwrap().to_string(), "12.5");
        assert_eq!(
            Decimal::parse("-0.000001").unwrap().to_string(),
            "-0.000001"
        );
        assert_eq!(
            Decimal::parse("99999999999999.99").unwrap().to_string(),
            "99999999999999.99"
        );
        for bad in [
            "",
            "-",
            "1.",
            ".5",
            "1.2345678",
            "12345678901234567",
            "1e5",
            "1,5",
            "ĂĂ",
        ] {
            assert!(Decimal::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn json_number_and_string_read_the_same_and_write_a_number() {
        let a: Decimal = serde_json::from_str("1234.56").unwrap();
        let b: Decimal = serde_json::from_str("\"1234.56\"").unwrap();
        assert_eq!(a, b);
        assert_eq!(serde_json::to_string(&a).unwrap(), "1234.56");
        let big: Decimal = serde_json::from_str("\"99999999999999.99\"").unwrap();
        assert_eq!(serde_json::to_string(&big).unwrap(), "99999999999999.99");
        // Through a `serde_json::Value` a number is an f64: exact up to 15 significant digits.
        let via_value: Decimal =
            serde_json::from_value(serde_json::json!(123456789012.34)).unwrap();
        assert_eq!(via_value.to_string(), "123456789012.34");
        assert!(serde_json::from_str::<Decimal>("true").is_err());
    }

    #[test]
    fn adds_and_sums_exactly() {
        let a = Decimal::parse("0.1").unwrap();
        let b = Decimal::parse("0.2").unwrap();
        assert_eq!((a + b).to_string(), "0.3");
        let masses = [a, b, Decimal::from_micros(1)];
        assert_eq!(masses.iter().sum::<Decimal>().to_string(), "0.300001");
        assert_eq!(
            masses.into_iter().sum::<Decimal>(),
            Decimal::from_micros(300_001)
        );
        assert_eq!(Decimal::from_micros(-5).micros(), -5);
    }

    #[test]
    fn counts_significant_digits() {
        assert_eq!(Decimal::parse("0.000001").unwrap().digits(), 6);
        assert_eq!(Decimal::parse("007.50").unwrap().digits(), 2);
        assert_eq!(Decimal::parse("120.50").unwrap().digits(), 4);
        assert_eq!(Decimal::parse("-9999999999.999999").unwrap().digits(), 16);
        let sum = Decimal::parse("9999999999999999").unwrap() + Decimal::from_cents(100);
        assert_eq!(sum.digits(), 17);
        assert_eq!(Decimal::ZERO.digits(), 0);
    }

    #[test]
    fn counts_decimals_and_sign() {
        assert_eq!(Decimal::parse("1.230").unwrap().decimals(), 2);
        assert_eq!(Decimal::parse("7").unwrap().decimals(), 0);
        assert!(Decimal::parse("-1").unwrap().is_negative());
        assert_eq!(Decimal::from_cents(1250), Decimal::parse("12.5").unwrap());
    }
}
