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

/// `text` starting a sentence: its first letter a capital.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "one square", "three squares": a count spelled out up to ten, so that
/// it never runs into a tile's numbers ("slid the 3-4 1 square").
pub fn spelled(n: i64, one: &str, many: &str) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    let what = if n == 1 { one } else { many };
    match usize::try_from(n).ok().and_then(|i| WORDS.get(i)) {
        Some(word) => format!("{word} {what}"),
        None => format!("{n} {what}"),
    }
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
        assert_eq!(spelled(1, "square", "squares"), "one square");
        assert_eq!(spelled(3, "square", "squares"), "three squares");
        assert_eq!(spelled(12, "square", "squares"), "12 squares");
    }
}
