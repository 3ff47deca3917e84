//! Reading one line of local input.

use crate::i18n::{self, Arg, Locale};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Without the `#`.
    pub channel: String,
    /// Without the `@`.
    pub user: String,
    /// The language the user's client is set to, when the line names it
    /// (`@alice:fr`), as Discord names it.
    pub locale: Option<String>,
    pub kind: LineKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineKind {
    Command {
        name: String,
        options: Vec<(String, String)>,
    },
    Autocomplete {
        command: String,
        option: String,
        typed: String,
    },
    Button {
        id: String,
    },
    /// A choice from a select menu: `!<menu-id> choose:<value>`.
    Select {
        id: String,
        value: String,
    },
}

/// Why a line cannot be read, with who spoke it when that much was read,
/// so that it is told in their language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLine {
    /// Without the `@`.
    pub user: Option<String>,
    /// The language the line names for its user (`@alice:fr`).
    pub locale: Option<String>,
    pub why: Bad,
}

/// What is wrong with a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bad {
    NoSpeaker,
    NothingAfter { user: String },
    NotOption { word: String },
    WhichOption { command: String },
    NotCommand { head: String },
    OpenQuote,
}

impl Bad {
    /// What is wrong, and how to write a line, in `locale` (`local-line-*`).
    pub fn words(&self, locale: Locale) -> String {
        let (key, args): (&str, Vec<(&str, Arg)>) = match self {
            Bad::NoSpeaker => ("local-line-no-speaker", vec![]),
            Bad::NothingAfter { user } => ("local-line-nothing-after", vec![("user", user.as_str().into())]),
            Bad::NotOption { word } => ("local-line-not-option", vec![("word", word.as_str().into())]),
            Bad::WhichOption { command } => ("local-line-which-option", vec![("command", command.as_str().into())]),
            Bad::NotCommand { head } => ("local-line-not-command", vec![("head", head.as_str().into())]),
            Bad::OpenQuote => ("local-line-open-quote", vec![]),
        };
        i18n::text(locale, key, &args)
    }
}

/// `Ok(None)` for blank lines and `//` comments.
pub fn parse_line(text: &str) -> Result<Option<Line>, BadLine> {
    let text = text.trim();
    if text.is_empty() || text.starts_with("//") {
        return Ok(None);
    }
    let bad = |user: Option<&str>, locale: Option<&str>, why| BadLine {
        user: user.map(str::to_string),
        locale: locale.map(str::to_string),
        why,
    };
    let words = split_words(text).map_err(|why| {
        // An open quote comes after the speaker, who may still be read.
        let named = text.split_whitespace().find(|w| !w.starts_with('#')).and_then(speaker);
        bad(named.as_ref().map(|n| n.0), named.as_ref().and_then(|n| n.1), why)
    })?;
    let mut words = words.into_iter().peekable();
    let channel = match words.peek() {
        Some(w) if w.starts_with('#') && w.len() > 1 => words.next().unwrap_or_default()[1..].to_string(),
        _ => "general".to_string(),
    };
    let (user, locale) = match words.next().as_deref().and_then(speaker) {
        Some((user, locale)) => (user.to_string(), locale.map(str::to_string)),
        None => return Err(bad(None, None, Bad::NoSpeaker)),
    };
    let bad = |why| bad(Some(&user), locale.as_deref(), why);
    let Some(head) = words.next() else {
        return Err(bad(Bad::NothingAfter { user: user.clone() }));
    };
    let rest: Vec<(String, String)> = words
        .map(|w| match w.split_once(':') {
            Some((k, v)) => Ok((k.to_lowercase(), v.to_string())),
            None => Err(bad(Bad::NotOption { word: w.clone() })),
        })
        .collect::<Result<_, _>>()?;
    let kind = if let Some(name) = head.strip_prefix('/') {
        LineKind::Command {
            name: name.to_lowercase(),
            options: rest,
        }
    } else if let Some(command) = head.strip_prefix('?') {
        let (option, typed) = rest.into_iter().next().ok_or_else(|| {
            bad(Bad::WhichOption {
                command: command.to_string(),
            })
        })?;
        LineKind::Autocomplete {
            command: command.to_lowercase(),
            option,
            typed,
        }
    } else if let Some(id) = head.strip_prefix('!') {
        match rest.into_iter().find(|(k, _)| k == "choose") {
            Some((_, value)) => LineKind::Select {
                id: id.to_string(),
                value,
            },
            None => LineKind::Button { id: id.to_string() },
        }
    } else {
        return Err(bad(Bad::NotCommand { head }));
    };
    Ok(Some(Line {
        channel,
        user,
        locale,
        kind,
    }))
}

/// The user a word names (`@alice`) and the language it names for them
/// (`@alice:fr`), if it names one.
fn speaker(word: &str) -> Option<(&str, Option<&str>)> {
    let named = word.strip_prefix('@').filter(|w| !w.is_empty())?;
    Some(match named.split_once(':') {
        Some((user, locale)) if !user.is_empty() && !locale.is_empty() => (user, Some(locale)),
        _ => (named, None),
    })
}

/// Splits on spaces, keeping `"quoted parts"` (which may follow `key:`) whole.
fn split_words(text: &str) -> Result<Vec<String>, Bad> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !current.is_empty() {
                    words.push(std::mem::take(&mut current));
                }
            }
            c => current.push(c),
        }
    }
    if quoted {
        return Err(Bad::OpenQuote);
    }
    if !current.is_empty() {
        words.push(current);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_may_name_the_language_of_their_client() {
        let l = parse_line("@alice:es-ES /board").unwrap().unwrap();
        assert_eq!((l.user.as_str(), l.locale.as_deref()), ("alice", Some("es-ES")));
        let l = parse_line("#den @bob /board").unwrap().unwrap();
        assert_eq!((l.user.as_str(), l.locale), ("bob", None));
    }

    #[test]
    fn reads_commands_with_quoted_options() {
        let l = parse_line(r#"#den @alice /move action:"3-6 0,0 E""#).unwrap().unwrap();
        assert_eq!(l.channel, "den");
        assert_eq!(l.user, "alice");
        assert_eq!(
            l.kind,
            LineKind::Command {
                name: "move".into(),
                options: vec![("action".into(), "3-6 0,0 E".into())]
            }
        );
    }

    #[test]
    fn reads_autocomplete_buttons_and_defaults() {
        let l = parse_line("@bob ?move action:3-").unwrap().unwrap();
        assert_eq!(l.channel, "general");
        assert_eq!(
            l.kind,
            LineKind::Autocomplete {
                command: "move".into(),
                option: "action".into(),
                typed: "3-".into()
            }
        );
        let l = parse_line("@bob !accept:4").unwrap().unwrap();
        assert_eq!(l.kind, LineKind::Button { id: "accept:4".into() });
        let l = parse_line("@bob !pick:g1:3 choose:where:0:1").unwrap().unwrap();
        assert_eq!(
            l.kind,
            LineKind::Select {
                id: "pick:g1:3".into(),
                value: "where:0:1".into()
            }
        );
        let l = parse_line("@bob ?move action:").unwrap().unwrap();
        assert_eq!(
            l.kind,
            LineKind::Autocomplete {
                command: "move".into(),
                option: "action".into(),
                typed: "".into()
            }
        );
    }

    #[test]
    fn explains_bad_lines_and_skips_comments() {
        assert_eq!(parse_line("   "), Ok(None));
        assert_eq!(parse_line("// a comment"), Ok(None));
        let said = |line: &str| parse_line(line).unwrap_err().why.words(Locale::EnUs);
        assert!(said("/play").contains("who is speaking"));
        assert!(said("@a play").contains("not a command"));
        assert!(said("@a /move action:\"3-6").contains("quote"));
    }

    /// A bad line names who spoke it and the language they named, so that
    /// it is told in theirs; English reads as it did.
    #[test]
    fn a_bad_line_knows_its_speaker_and_reads_in_their_language() {
        let bad = parse_line("@alice:fr /move oops").unwrap_err();
        assert_eq!(
            (bad.user.as_deref(), bad.locale.as_deref()),
            (Some("alice"), Some("fr"))
        );
        assert_eq!(bad.why.words(Locale::EnUs), "`oops` should be option:value");
        assert_eq!(bad.why.words(Locale::Fr), "`oops` devrait s'écrire option:valeur");
        let said = parse_line("@bob").unwrap_err().why.words(Locale::EnUs);
        assert!(
            said.starts_with("nothing after @bob: write `[#channel] @user[:locale] /command"),
            "{said}"
        );
        let open = parse_line("#den @carol:es-ES /move action:\"3-6").unwrap_err();
        assert_eq!(
            (open.user.as_deref(), open.locale.as_deref()),
            (Some("carol"), Some("es-ES"))
        );
        let said = parse_line("@bob:es-ES ?move").unwrap_err().why.words(Locale::EsEs);
        assert_eq!(said, "¿qué opción? p. ej., `?move action:3-6`");
    }
}
