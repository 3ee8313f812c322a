//! The spec's working formats: date `YYYY-MM-DD`, date and time `YYYY-MM-DDTHH:mm:ss` (no zone;
//! NOTES.md 4.9). Ordering is chronological.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DateTime {
    date: Date,
    hour: u8,
    minute: u8,
    second: u8,
}

fn number(b: &[u8]) -> Option<u16> {
    b.iter().try_fold(0u16, |n, c| {
        c.is_ascii_digit().then(|| n * 10 + u16::from(c - b'0'))
    })
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        _ => 31,
    }
}

impl Date {
    pub fn parse(s: &str) -> Option<Date> {
        let b = s.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return None;
        }
        let year = number(&b[..4])?;
        let month = u8::try_from(number(&b[5..7])?).ok()?;
        let day = u8::try_from(number(&b[8..10])?).ok()?;
        let ok = (1..=12).contains(&month) && day >= 1 && day <= days_in_month(year, month);
        ok.then_some(Date { year, month, day })
    }
}

impl Date {
    pub fn year(&self) -> u16 {
        self.year
    }

    /// Days since 1970-01-01 (negative before): the civil-from-days inverse of Howard
    /// Hinnant's algorithm, for date arithmetic without a clock or a time crate.
    pub fn days_since_epoch(&self) -> i64 {
        let y = i64::from(self.year) - i64::from(self.month <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = i64::from(self.month);
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }
}

impl DateTime {
    pub fn parse(s: &str) -> Option<DateTime> {
        let b = s.as_bytes();
        if b.len() != 19 || b[10] != b'T' || b[13] != b':' || b[16] != b':' {
            return None;
        }
        let date = Date::parse(s.get(..10)?)?;
        let hour = u8::try_from(number(&b[11..13])?).ok()?;
        let minute = u8::try_from(number(&b[14..16])?).ok()?;
        let second = u8::try_from(number(&b[17..19])?).ok()?;
        (hour < 24 && minute < 60 && second < 60).then_some(DateTime {
            date,
            hour,
            minute,
            second,
        })
    }

    pub fn date(&self) -> Date {
        self.date
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl fmt::Display for DateTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}T{:02}:{:02}:{:02}",
            self.date, self.hour, self.minute, self.second
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_since_epoch_counts_leap_years() {
        let days = |s: &str| Date::parse(s).unwrap().days_since_epoch();
        assert_eq!(days("1970-01-01"), 0);
        assert_eq!(days("2000-03-01"), 11_017);
        assert_eq!(days("2026-11-23"), 20_780);
        assert_eq!(days("2024-03-01") - days("2024-02-28"), 2);
    }

    #[test]
    fn parses_and_prints_the_working_formats() {
        assert_eq!(Date::parse("2024-02-29").unwrap().to_string(), "2024-02-29");
        let t = DateTime::parse("2026-11-22T10:00:59").unwrap();
        assert_eq!(t.to_string(), "2026-11-22T10:00:59");
    }

    #[test]
    fn rejects_impossible_or_half_typed_values() {
        for bad in [
            "",
            "2023-02-29",
            "2026-13-01",
            "2026-1-01",
            "2026-11-2",
            "2026/11/22",
            "2026-11-2Ă",
        ] {
            assert!(Date::parse(bad).is_none(), "{bad}");
        }
        for bad in [
            "2026-11-22",
            "2026-11-22T24:00:00",
            "2026-11-22 10:00:00",
            "2026-11-22T10:00",
            "2026-11-22T10:0Ă",
        ] {
            assert!(DateTime::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn orders_chronologically() {
        assert!(Date::parse("2026-11-22") < Date::parse("2026-12-01"));
        assert!(DateTime::parse("2026-11-22T23:59:59") < DateTime::parse("2026-11-23T00:00:00"));
    }
}
