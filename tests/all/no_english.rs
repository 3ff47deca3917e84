//! No sentence a player reads is written in code (issue 55): every one
//! comes from the catalogue (`assets/locales/`). This test reads the
//! bot's sources for string literals that look like English words and
//! fails on any that is not in `tests/english_in_code.txt`, the list of
//! what is left to move into the catalogue, which only shrinks: a literal
//! the list names that the code no longer holds fails the test too, so
//! the list is kept exact. `UPDATE_ENGLISH=1` rewrites the list (review
//! its diff: it must only lose lines).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Where players' words could hide: the service, the front ends and the
/// pictures. The engine's English (its `Display`s, which the catalogue
/// checks byte for byte) and the command-line tools for operators are not
/// read by players.
const ROOTS: [&str; 4] = ["src/service", "src/discord", "src/local", "crates/render/src"];

/// Lines whose literals no player reads: logs, internal errors, panics,
/// tests, ids and file names.
const NOT_FOR_PLAYERS: [&str; 12] = [
    "tracing::",
    "Internal(",
    "panic!(",
    "expect(",
    "assert",
    "unreachable!(",
    "debug!(",
    "warn!(",
    "error!(",
    "info!(",
    "Corrupt",
    "#[error(",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("tests.rs") {
            out.push(p);
        }
    }
}

/// The string literals of one line (plain `"…"` ones; escapes kept).
fn literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = line.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c == '/' && line[i..].starts_with("//") {
            break;
        }
        if c == '\'' {
            // A char literal such as '"' holds no string.
            if line[i..].chars().nth(2) == Some('\'') || line[i..].starts_with("'\\") {
                chars.next();
                chars.next();
            }
            continue;
        }
        if c != '"' {
            continue;
        }
        let mut text = String::new();
        let mut escaped = false;
        for (_, c) in chars.by_ref() {
            match (escaped, c) {
                (false, '\\') => escaped = true,
                (false, '"') => break,
                (true, c) => {
                    escaped = false;
                    text.push('\\');
                    text.push(c);
                }
                (false, c) => text.push(c),
            }
        }
        out.push(text);
    }
    out
}

/// The line with its string literals emptied, so the brackets inside them
/// are not counted.
fn without_literals(line: &str) -> String {
    let (mut out, mut inside, mut escaped) = (String::new(), false, false);
    for c in line.chars() {
        match (inside, escaped, c) {
            (true, false, '\\') => escaped = true,
            (true, false, '"') => inside = false,
            (true, _, _) => escaped = false,
            (false, _, '"') => inside = true,
            (false, _, c) => out.push(c),
        }
    }
    out
}

/// Whether a literal reads as English words to a player: three words of
/// letters or more (two when it ends a sentence), not a format of facts.
fn looks_english(text: &str) -> bool {
    // A key or an id (`post-board`, `hand-game{}.png`) has no space; the
    // names inside `{…}` are a format's facts, not words.
    if !text.contains(' ') {
        return false;
    }
    let mut bare = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    let words: Vec<&str> = bare
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| w.chars().count() > 1 && w.chars().any(|c| c.is_lowercase()))
        .collect();
    words.len() >= 3 || (words.len() >= 2 && bare.trim_end().ends_with(['.', '!', '?']))
}

/// The lines of a file before its inline test module (`#[cfg(test)]`
/// then `mod tests {`), numbered from 0. A `#[cfg(test)]` before a module
/// declared in its own file (`mod tests;`) or an item does not end the
/// code.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let lines: Vec<&str> = text.lines().collect();
    let end = (0..lines.len())
        .find(|&i| {
            lines[i].starts_with("#[cfg(test)]")
                && lines
                    .get(i + 1)
                    .is_some_and(|l| l.starts_with("mod ") && l.trim_end().ends_with('{'))
        })
        .unwrap_or(lines.len());
    lines.into_iter().take(end).enumerate()
}

/// The modules declared for tests only (`#[cfg(test)]` then `mod name;`),
/// whose files hold samples, not replies.
fn test_modules(files: &[PathBuf]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for path in files {
        let text = std::fs::read_to_string(path).unwrap();
        let mut after_cfg_test = false;
        for line in text.lines().map(str::trim) {
            if after_cfg_test && let Some(name) = line.strip_prefix("mod ").and_then(|l| l.strip_suffix(';')) {
                out.insert(format!("{name}.rs"));
            }
            after_cfg_test = line == "#[cfg(test)]";
        }
    }
    out
}

/// Every English-looking literal outside tests, as `path: literal`.
fn english_in_code() -> BTreeSet<String> {
    let mut files = Vec::new();
    for r in ROOTS {
        rust_files(&root().join(r), &mut files);
    }
    let tests = test_modules(&files);
    files.retain(|p| !p.file_name().is_some_and(|f| tests.contains(&*f.to_string_lossy())));
    let mut found = BTreeSet::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        // How deep inside a `said!(…)` (its literals are the English of a
        // catalogue sentence, which the catalogue's own tests check byte for
        // byte) or a log or error for no player (over several lines).
        let mut skipped = 0;
        for (_, line) in code_lines(&text) {
            let code = line.trim_start();
            let brackets = without_literals(line);
            let opened =
                skipped > 0 || brackets.contains("said!(") || NOT_FOR_PLAYERS.iter().any(|n| brackets.contains(n));
            let depth = brackets.matches('(').count() as i32 - brackets.matches(')').count() as i32;
            skipped = if opened { (skipped + depth).max(0) } else { 0 };
            if opened || code.starts_with("//") {
                continue;
            }
            for lit in literals(line).into_iter().filter(|l| looks_english(l)) {
                found.insert(format!("{name}: {lit}"));
            }
        }
    }
    found
}

#[test]
fn every_english_sentence_in_code_is_on_the_shrinking_list() {
    let list_path = root().join("tests/english_in_code.txt");
    let found = english_in_code();
    if std::env::var_os("UPDATE_ENGLISH").is_some() {
        let text: String = found.iter().map(|l| format!("{l}\n")).collect();
        std::fs::write(&list_path, text).unwrap();
        return;
    }
    let listed: BTreeSet<String> = std::fs::read_to_string(&list_path)
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect();
    let new: Vec<&String> = found.difference(&listed).collect();
    let gone: Vec<&String> = listed.difference(&found).collect();
    assert!(
        new.is_empty(),
        "English written in code; put it in the catalogue (assets/locales/):\n{}",
        new.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
    assert!(
        gone.is_empty(),
        "no longer in the code: take it off tests/english_in_code.txt (UPDATE_ENGLISH=1):\n{}",
        gone.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_scan_finds_a_sentence_and_leaves_code_alone() {
    assert_eq!(
        literals(r#"let a = format!("Only you can see this. {x}", '"');"#),
        ["Only you can see this. {x}"]
    );
    assert!(looks_english("Only you can see this."));
    assert!(looks_english("Your tiles now"));
    assert!(!looks_english("{}-{}"));
    assert!(!looks_english("post-board-time-left"));
    assert!(!looks_english("hand-game{}.png"));
    assert!(!looks_english("{title} ({counts}){page} {name}"));
    assert_eq!(
        without_literals(r#"said!("k", a => b, " (", "x\")")"#),
        r#"said!(, a => b, , )"#
    );
}

/// Every picture the service draws is drawn with the words of its
/// reader's language (`Service::render_in`), not the render crate's English
/// defaults: a puzzle's progress, a chart's "no rated games yet", a
/// picker's places, a replay's frames. A drawing call (`render::…_png(`,
/// a picker's `reply(`, which draws its places, or `animation::frames(`)
/// outside `render_in(` on its line fails.
#[test]
fn every_picture_the_service_draws_is_in_its_readers_words() {
    let mut files = Vec::new();
    rust_files(&root().join("src/service"), &mut files);
    let mut outside = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, line) in code_lines(&text) {
            let draws = (line.contains("render::") && line.contains("_png("))
                || line.contains("picker.reply(")
                || line.contains("animation::frames(");
            if draws && !line.contains("render_in(") && !line.trim_start().starts_with("//") {
                outside.push(format!("{}:{}: {}", path.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(outside.is_empty(), "drawn outside render_in:\n{}", outside.join("\n"));
}
