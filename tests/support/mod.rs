pub mod fake_discord;
