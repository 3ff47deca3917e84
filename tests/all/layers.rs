//! The layers the compiler cannot check: the front ends (`src/discord/`,
//! `src/local/`) share the bot's crate with the service, so nothing but
//! this test stops them reaching past it into the store. (The layers below
//! are crates of their own: an upward import there does not build.)

use std::path::Path;

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push((path.display().to_string(), std::fs::read_to_string(&path).unwrap()));
        }
    }
}

#[test]
fn the_front_ends_reach_the_store_only_through_the_service() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for front_end in ["discord", "local"] {
        sources(&root.join(front_end), &mut files);
    }
    assert!(files.len() > 5, "the front ends' files were not found");
    let reaching: Vec<&str> = files
        .iter()
        .filter(|(_, text)| text.contains("crate::store") || text.contains("dominoes_store"))
        .map(|(path, _)| path.as_str())
        .collect();
    assert!(
        reaching.is_empty(),
        "name the store's types through crate::service: {reaching:?}"
    );
}
