//! Calendar dates (UTC) from Unix seconds, for history lines and chart
//! axes; a whole date library would be more than these few lines need.

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// Year, month (1-12) and day (1-31) of the UTC day holding `unix`.
pub fn ymd(unix: i64) -> (i64, u32, u32) {
    // Howard Hinnant's days-to-civil, on days since 1970-01-01.
    let z = unix.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// `2026-05-03`: unambiguous wherever the reader lives.
pub fn date(unix: i64) -> String {
    let (y, m, d) = ymd(unix);
    format!("{y:04}-{m:02}-{d:02}")
}

/// `3 May`: short enough for a chart's axis.
pub fn day_month(unix: i64) -> String {
    let (_, m, d) = ymd(unix);
    format!("{d} {}", MONTHS[(m as usize + 11) % 12])
}

/// `3 May, 14:05 UTC`: a moment for a picture, which does not change as
/// time goes by (a "5 hours from now" would).
pub fn moment(unix: i64) -> String {
    let minutes = unix.rem_euclid(86_400) / 60;
    format!("{}, {:02}:{:02} UTC", day_month(unix), minutes / 60, minutes % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_days() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(moment(1_777_766_399), "2 May, 23:59 UTC");
        assert_eq!(date(-1), "1969-12-31");
        assert_eq!(date(951_782_400), "2000-02-29");
        assert_eq!(date(1_709_164_800), "2024-02-29");
        assert_eq!(date(1_777_766_399), "2026-05-02");
        assert_eq!(day_month(1_777_766_400), "3 May");
        assert_eq!(day_month(1_767_225_600), "1 Jan");
    }
}
