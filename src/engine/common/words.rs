//! Small pieces of English that messages and pictures share.

/// "1st", "2nd", "3rd", "4th", ... "11th", "21st".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// "1 move", "3 moves".
pub fn plural(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_naturally() {
        assert_eq!(plural(1, "move", "moves"), "1 move");
        assert_eq!(plural(0, "move", "moves"), "0 moves");
        assert_eq!(ordinal(112), "112th");
        assert_eq!(ordinal(22), "22nd");
    }
}
