"""Receivers: read trace files into raw records. They know nothing about agents or conventions."""
