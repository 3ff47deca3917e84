//! Reading one line of local input.

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

const USAGE: &str = "write `[#channel] @user[:locale] /command option:value`, `@user ?command option:partial`, `@user !button-id` or `@user !menu-id choose:value`";

/// `Ok(None)` for blank lines and `//` comments.
pub fn parse_line(text: &str) -> Result<Option<Line>, String> {
    let text = text.trim();
    if text.is_empty() || text.starts_with("//") {
        return Ok(None);
    }
    let words = split_words(text)?;
    let mut words = words.into_iter().peekable();
    let channel = match words.peek() {
        Some(w) if w.starts_with('#') && w.len() > 1 => words.next().unwrap_or_default()[1..].to_string(),
        _ => "general".to_string(),
    };
    let (user, locale) = match words.next() {
        Some(w) if w.starts_with('@') && w.len() > 1 => match w[1..].split_once(':') {
            Some((user, locale)) if !user.is_empty() && !locale.is_empty() => {
                (user.to_string(), Some(locale.to_string()))
            }
            _ => (w[1..].to_string(), None),
        },
        _ => return Err(format!("who is speaking? {USAGE}")),
    };
    let Some(head) = words.next() else {
        return Err(format!("nothing after @{user}: {USAGE}"));
    };
    let rest: Vec<(String, String)> = words
        .map(|w| match w.split_once(':') {
            Some((k, v)) => Ok((k.to_lowercase(), v.to_string())),
            None => Err(format!("`{w}` should be option:value")),
        })
        .collect::<Result<_, _>>()?;
    let kind = if let Some(name) = head.strip_prefix('/') {
        LineKind::Command {
            name: name.to_lowercase(),
            options: rest,
        }
    } else if let Some(command) = head.strip_prefix('?') {
        let (option, typed) = rest
            .into_iter()
            .next()
            .ok_or_else(|| format!("which option? e.g. `?{command} action:3-6`"))?;
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
        return Err(format!("`{head}` is not a command: {USAGE}"));
    };
    Ok(Some(Line {
        channel,
        user,
        locale,
        kind,
    }))
}

/// Splits on spaces, keeping `"quoted parts"` (which may follow `key:`) whole.
fn split_words(text: &str) -> Result<Vec<String>, String> {
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
        return Err("a quote is not closed".to_string());
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
        assert!(parse_line("/play").unwrap_err().contains("who is speaking"));
        assert!(parse_line("@a play").unwrap_err().contains("not a command"));
        assert!(parse_line("@a /move action:\"3-6").unwrap_err().contains("quote"));
    }
}
