//! What this process's gateway is doing, kept in the store for
//! `dominoes-bot health` (a separate process, which cannot ask the bot).

use super::Service;
use crate::store::GatewayReport;
use std::sync::OnceLock;

/// This process as its reports name it: its host and process id.
pub fn process_name() -> &'static str {
    static NAME: OnceLock<String> = OnceLock::new();
    NAME.get_or_init(|| {
        let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
            .ok()
            .or_else(|| std::env::var("HOSTNAME").ok())
            .map(|h| h.trim().to_string())
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| "this host".to_string());
        format!("{host} pid {}", std::process::id())
    })
}

impl Service {
    /// Records the shards this process runs and those connected, of
    /// `total`. A failure is logged: the bot plays on without it, and
    /// `health` then reports the process as silent.
    pub fn report_gateway(&self, served: Vec<u32>, connected: Vec<u32>, total: u32) {
        let report = GatewayReport {
            process: process_name().to_string(),
            total,
            served,
            connected,
            at: self.now(),
        };
        if let Err(e) = self.store.report_gateway(&report) {
            tracing::warn!("could not record the gateway's state for `health`: {e}");
        }
    }

    /// This process stops: it no longer serves its shards.
    pub fn forget_gateway(&self) {
        if let Err(e) = self.store.forget_process(process_name()) {
            tracing::warn!("could not take this process's gateway report away: {e}");
        }
    }
}
